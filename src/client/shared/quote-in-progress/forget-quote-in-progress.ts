import { finishedQuoteStore, startNewQuote } from './start-new-quote';

/**
 * A partner who signs out leaves nothing of their client's quote on the device, which may be
 * shared: the surfaces, the client's contact details, the sketches and the stored quote
 * (it stays on the partner's dashboard), the client price chosen for it, the client's type and
 * the copy 'Start from Q-…' would offer. The delivery choice is no one's data.
 */
export function forgetQuoteInProgress(): void {
  startNewQuote({ forPartner: true });
  finishedQuoteStore.set(null);
}
