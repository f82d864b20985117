import { redactCredentials } from './redact';

interface NodemailerError {
  message: string;
  code?: string;
  responseCode?: number;
  rejectedErrors?: NodemailerError[];
}

// Without a reply code, nodemailer refused the message itself (no recipients, too large).
const isPermanentRefusal = ({ responseCode }: NodemailerError) =>
  responseCode === undefined || (responseCode >= 500 && responseCode < 600);

/**
 * Permanent only when this message itself was refused: a 5xx reply to MAIL FROM, RCPT TO
 * or DATA, or an envelope nodemailer would not send. Connection, TLS, authentication and
 * 4xx troubles are the server's, not the message's, so the outbox keeps trying.
 */
export function classifySmtpError(error: unknown): { error: string; permanent: boolean } {
  if (!(error instanceof Error)) return { error: redactCredentials(String(error)), permanent: false };
  const details = error as Error & NodemailerError;
  const message = redactCredentials(details.message);
  if (details.code !== 'EENVELOPE' && details.code !== 'EMESSAGE') return { error: message, permanent: false };
  // Several recipients may be refused for different reasons; one temporary refusal is
  // enough to try again later.
  const refusals = details.rejectedErrors?.length ? details.rejectedErrors : [details];
  return { error: message, permanent: refusals.every(isPermanentRefusal) };
}
