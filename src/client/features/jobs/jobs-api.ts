import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobRoute, jobsRoute, moveJobRoute } from '#core/api/jobs-routes';
import { currentPriceBookRoute } from '#core/api/price-book-admin-routes';
import { JOB_STAGE_LABELS, type JobStage } from '#core/workshop/job-schemas';
import { woodWords, type NamedSpecies } from '#core/catalogue/product-words';
import type { SpeciesEntry } from '#core/price-book-admin/price-book-content';
import { formatDay } from '#core/dates';
import { ApiError, serverMessageOf, statusOf } from '#client/shared/api-client';
import { callApi, callQuery } from '#client/shared/call-api';

/** A YYYY-MM-DD day as the office writes it (STAFF-19). */
export const dayOf = formatDay;

const NO_SPECIES: readonly SpeciesEntry[] = [];

/**
 * The species of the price book in force, in its order (PRICE-32): what the board filters by and
 * the stock list holds, so a species staff add is there at once. The staff price book's own query,
 * so its save refreshes these too. Empty until it loads (or when it cannot).
 */
export function usePriceBookSpecies(): readonly SpeciesEntry[] {
  return useQuery({ ...callQuery(currentPriceBookRoute), retry: false }).data?.species ?? NO_SPECIES;
}

/** A species id (`white_oak`) as the floor reads it: the price book's name, else the id in words. */
export function speciesName(speciesId: string, species: readonly NamedSpecies[]): string {
  return woodWords(speciesId, species);
}

export interface MoveRequest {
  id: number;
  jobNumber: string;
  stage: JobStage;
  version: number;
  /** The staff's answer to "E-mail the customer now?" (OPS-18); absent, no. */
  emailCustomer?: boolean;
  /** An owner's move before the deposit or balance is paid, with the reason (ADR 050). */
  override?: { reason: string };
}

/** A refused move's words: the server's own when the job waits for its money, else a reload or a retry. */
function refusedMoveText(error: unknown, jobNumber: string): string {
  const current =
    error instanceof ApiError ? (error.detail?.current as { waitingFor?: string } | undefined) : undefined;
  const server = serverMessageOf(error);
  if (current?.waitingFor && server) return server;
  if (statusOf(error) === 409) {
    return `Someone else moved ${jobNumber} a moment ago, so it was not moved. The board now shows where it is; move it again if you still need to.`;
  }
  return server && statusOf(error) === 403 ? server : `${jobNumber} could not be moved. Please try again.`;
}

/**
 * OPS-13: moves a job from the version the mover saw. Whatever the outcome, the board and the
 * job are fetched again, so a 409 (someone moved it first) shows where the job really is.
 */
export function useMoveJob(onDone: (message: { text: string; conflict: boolean }) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: MoveRequest) =>
      callApi(moveJobRoute, {
        params: { id: move.id },
        body: {
          stage: move.stage,
          version: move.version,
          emailCustomer: move.emailCustomer ?? false,
          ...(move.override ? { override: move.override } : {}),
        },
      }),
    onSuccess: (_job, move) =>
      onDone({
        text: `${move.jobNumber} moved to ${JOB_STAGE_LABELS[move.stage]}${move.emailCustomer ? '; the e-mail is on its way' : ''}.`,
        conflict: false,
      }),
    onError: (error, move) => onDone({ text: refusedMoveText(error, move.jobNumber), conflict: true }),
    // A route's path alone is the key prefix of every input's answer (`keyOf` wants the input of a call that takes
    // one).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [jobsRoute.path] }),
        queryClient.invalidateQueries({ queryKey: [jobRoute.path] }),
      ]),
  });
}
