import type { Kysely } from 'kysely';
import { serverSecret } from '../auth/server-secret';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { countQueuedInLaneSince } from '../mail/outbox-repository';
import { checkSolution, createChallenge, spendSolution } from './proof-of-work';

const WINDOW_MS = 10 * 60_000;

/**
 * What the gauge counts: each anonymous quote queues the workshop's notice and each anonymous
 * e-mail of a quote queues the quote, both in the anonymous lane (ADR 040). Read from the
 * outbox, so every server sharing the database sees the same burst.
 */
const ANONYMOUS_REQUEST_KINDS = ['workshop_new_quote', 'quote'] as const;

export interface AnonymousBurstGuard {
  /**
   * Lets an anonymous save or e-mail through while anonymous volume is ordinary. Past
   * `per10Minutes` in the last ten minutes, only with a fresh solution in `header`, spent
   * here; otherwise a 428 `challenge_required` carrying a new challenge.
   */
  check(header: string | undefined, now: Date): Promise<void>;
}

export function createAnonymousBurstGuard({
  db,
  per10Minutes,
  maxNumber,
}: {
  db: Kysely<Database>;
  per10Minutes: number;
  maxNumber: number;
}): AnonymousBurstGuard {
  let key: Promise<Buffer> | undefined;
  const sharedKey = () => (key ??= serverSecret(db, 'proof-of-work'));

  const refuse = async (now: Date, message: string, detail?: string) =>
    new AppError('challenge_required', message, {
      challenge: createChallenge({ key: await sharedKey(), maxNumber, now }),
      detail,
    });

  return {
    async check(header, now) {
      const volume = await countQueuedInLaneSince(db, {
        lane: 'anonymous',
        kinds: ANONYMOUS_REQUEST_KINDS,
        since: new Date(now.getTime() - WINDOW_MS),
      });
      if (volume < per10Minutes) return;
      if (!header)
        throw await refuse(
          now,
          'Many requests are arriving right now, so your browser is asked to confirm this one. One moment…',
        );
      const solution = checkSolution(header, { key: await sharedKey(), now });
      if (!solution.ok)
        throw await refuse(
          now,
          'The check did not pass. Please try again.',
          `proof of work refused: ${solution.reason}`,
        );
      if (!(await spendSolution(db, solution)))
        throw await refuse(now, 'The check did not pass. Please try again.', 'proof of work refused: already used');
    },
  };
}
