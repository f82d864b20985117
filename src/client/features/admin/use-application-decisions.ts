import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../shared/toast/toast-store';
import { applicationsQueryKey, approveApplication, rejectApplication, sendSetupLink } from './applications-api';

/** Approve, reject and resend with SPEC §8's toasts; every decision refreshes all three lists. */
export function useApplicationDecisions() {
  const queryClient = useQueryClient();
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: applicationsQueryKey() });

  const approve = useMutation({
    mutationFn: approveApplication,
    onSuccess: async () => {
      showToast({ title: 'Application Approved', description: 'The professional user has been approved successfully.', variant: 'success' });
      await refreshLists();
    },
    onError: () => showToast({ title: 'Error', description: 'Failed to approve application. Please try again.', variant: 'destructive' }),
  });

  const reject = useMutation({
    mutationFn: rejectApplication,
    onSuccess: async () => {
      showToast({ title: 'Application Rejected', description: 'The professional user application has been rejected.' });
      await refreshLists();
    },
    onError: () => showToast({ title: 'Error', description: 'Failed to reject application. Please try again.', variant: 'destructive' }),
  });

  const resendSetupLink = useMutation({
    mutationFn: ({ id }: { id: number; contactEmail: string }) => sendSetupLink(id),
    onSuccess: (_data, { contactEmail }) =>
      showToast({ title: 'Setup Link Sent', description: `A new setup link is on its way to ${contactEmail}.`, variant: 'success' }),
    onError: () => showToast({ title: 'Error', description: 'Failed to send a new setup link. Please try again.', variant: 'destructive' }),
  });

  return { approve, reject, resendSetupLink };
}
