import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '#client/shared/toast/toast-store';
import { refreshStaffAttention } from '#client/shared/staff-shell/staff-attention';
import { applicationsQueryKey, approveApplication, rejectApplication, sendSetupLink } from './applications-api';

/**
 * Approve, reject and resend with STAFF-06's toasts. A decision refreshes all three lists and
 * the pending count of the staff nav's badge and the staff home; a new setup link changes
 * neither. `onDecided` runs before the lists refresh, so the screen can tell where focus goes
 * once the decided card has gone (the card itself is unmounted by then).
 */
export function useApplicationDecisions({ onDecided }: { onDecided?: () => void } = {}) {
  const queryClient = useQueryClient();
  const refreshAfterDecision = () => {
    onDecided?.();
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: applicationsQueryKey() }),
      refreshStaffAttention(queryClient),
    ]);
  };

  const approve = useMutation({
    mutationFn: approveApplication,
    onSuccess: async () => {
      showToast({
        title: 'Application Approved',
        description: 'The professional user has been approved successfully.',
        variant: 'success',
      });
      await refreshAfterDecision();
    },
    onError: () =>
      showToast({
        title: 'Error',
        description: 'Failed to approve application. Please try again.',
        variant: 'destructive',
      }),
  });

  const reject = useMutation({
    mutationFn: rejectApplication,
    onSuccess: async () => {
      showToast({ title: 'Application Rejected', description: 'The professional user application has been rejected.' });
      await refreshAfterDecision();
    },
    onError: () =>
      showToast({
        title: 'Error',
        description: 'Failed to reject application. Please try again.',
        variant: 'destructive',
      }),
  });

  const resendSetupLink = useMutation({
    mutationFn: ({ id }: { id: number; contactEmail: string }) => sendSetupLink(id),
    onSuccess: (_data, { contactEmail }) =>
      showToast({
        title: 'Setup Link Sent',
        description: `A new setup link is on its way to ${contactEmail}.`,
        variant: 'success',
      }),
    onError: () =>
      showToast({
        title: 'Error',
        description: 'Failed to send a new setup link. Please try again.',
        variant: 'destructive',
      }),
  });

  return { approve, reject, resendSetupLink };
}
