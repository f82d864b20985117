/**
 * A start-up problem the operator can fix (busy port, data folder not writable or in use):
 * main.ts prints its message as one line, without a stack, and exits with 1. Every check
 * that throws one runs before anything is written, so a refused start changes nothing on disk.
 */
export class StartUpError extends Error {
  override name = 'StartUpError';
}
