/**
 * After this many attempts a message is `failed` and waits for staff (DECISIONS §5). With
 * the back-off below that is about a day of retries, so a mail server down overnight loses
 * nothing and needs nobody.
 */
export const MAX_ATTEMPTS = 30;

const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/**
 * How long to wait after the `attempts`-th failed try: 30 s × 2^attempts, capped at an hour
 * (1 min, 2 min, 4 min … 1 h). No jitter: one server sends a trickle of mail, so there is
 * no herd to spread, and tests can name the exact time.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(attempts, 0), MAX_DELAY_MS);
}

