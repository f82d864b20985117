/**
 * After this many attempts a message is `failed` and waits for staff (OPS-11, STAFF-09). With
 * the back-off below that is about a day of retries, so a mail server down overnight loses
 * nothing and needs nobody.
 */
export const MAX_ATTEMPTS = 30;

export const DEFAULT_RETRY_BASE_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/**
 * How long to wait after the `attempts`-th failed try: base (30 s) × 2^attempts, capped at an hour
 * (1 min, 2 min, 4 min … 1 h). No jitter: one server sends a trickle of mail, so there is
 * no herd to spread, and tests can name the exact time.
 */
export function retryDelayMs(attempts: number, baseMs: number = DEFAULT_RETRY_BASE_MS): number {
  return Math.min(baseMs * 2 ** Math.max(attempts, 0), MAX_DELAY_MS);
}
