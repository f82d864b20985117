import {
  challengeOf,
  PROOF_OF_WORK_HEADER,
  solutionPayload,
  type ProofOfWorkChallenge,
} from '#core/proof-of-work/proof-of-work';
import { ApiError } from '../api-request';
import { setChecking } from './checking-store';

/**
 * A fresh challenge answers a solution refused (expired on a slow phone, say): one more try, then the refusal stands.
 */
const SOLVES = 2;

const challengeIn = (error: unknown): ProofOfWorkChallenge | null =>
  error instanceof ApiError && error.status === 428 ? challengeOf(error.detail?.challenge) : null;

/**
 * Sends an anonymous save or e-mail; when the server asks for a proof of work (428, a burst of
 * anonymous requests, ADR 040), solves its challenge and sends again with the solution, saying
 * "Checking…" meanwhile. A customer who is not under attack never gets here. The solver is
 * loaded only then, so it costs the first load nothing.
 */
export async function withProofOfWork<T>(send: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  try {
    return await send({});
  } catch (error) {
    let challenge = challengeIn(error);
    if (!challenge) throw error;
    setChecking(true);
    try {
      const { solveChallenge } = await import('./solve-challenge');
      for (let solve = 1; ; solve += 1) {
        const number = await solveChallenge(challenge);
        if (number === null) throw error;
        try {
          return await send({ [PROOF_OF_WORK_HEADER]: solutionPayload(challenge, number) });
        } catch (refused) {
          challenge = challengeIn(refused);
          if (!challenge || solve >= SOLVES) throw refused;
        }
      }
    } finally {
      setChecking(false);
    }
  }
}
