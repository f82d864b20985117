import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobRoute, jobsRoute, moveJobRoute } from '#core/api/jobs-routes';
import { JOB_STAGE_LABELS, type JobStage } from '#core/workshop/job-schemas';
import { DEFAULT_SPECIES } from '#core/catalogue/default-price-book';
import { woodWords } from '#core/catalogue/product-words';
import { formatDay } from '#core/dates';
import { statusOf } from '#client/shared/api-client';
import { callApi } from '#client/shared/call-api';

/** A YYYY-MM-DD day as the office writes it (STAFF-19). */
export const dayOf = formatDay;

/** A species id (`white_oak`) as the floor reads it: the price book's seed name, else the id in words. */
export function speciesName(speciesId: string): string {
  return woodWords(speciesId, DEFAULT_SPECIES);
}

export interface MoveRequest {
  id: number;
  jobNumber: string;
  stage: JobStage;
  version: number;
  /** The staff's answer to "E-mail the customer now?" (OPS-18); absent, no. */
  emailCustomer?: boolean;
}

/**
 * OPS-13: moves a job from the version the mover saw. Whatever the outcome, the board and the
 * job are fetched again, so a 409 (someone moved it first) shows where the job really is.
 */
export function useMoveJob(onDone: (message: { text: string; conflict: boolean }) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: MoveRequest) =>
      callApi(moveJobRoute, { params: { id: move.id }, body: { stage: move.stage, version: move.version, emailCustomer: move.emailCustomer ?? false } }),
    onSuccess: (_job, move) =>
      onDone({ text: `${move.jobNumber} moved to ${JOB_STAGE_LABELS[move.stage]}${move.emailCustomer ? '; the e-mail is on its way' : ''}.`, conflict: false }),
    onError: (error, move) =>
      onDone({
        text:
          statusOf(error) === 409
            ? `Someone else moved ${move.jobNumber} a moment ago, so it was not moved. The board now shows where it is; move it again if you still need to.`
            : `${move.jobNumber} could not be moved. Please try again.`,
        conflict: true,
      }),
    // A route's path alone is the key prefix of every input's answer (`keyOf` wants the input of a call that takes one).
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: [jobsRoute.path] }), queryClient.invalidateQueries({ queryKey: [jobRoute.path] })]),
  });
}
