const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]+@/gi;
const EMAIL_ADDRESS = /[^\s<>"'(),;:@]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;
const MAX_ERROR_LENGTH = 1000;

/** Removes the user and password of any URL (an SMTP URL carries them) and bounds the length. */
export function redactCredentials(text: string): string {
  return text.replace(URL_CREDENTIALS, '$1***@').slice(0, MAX_ERROR_LENGTH);
}

/** For logs: an SMTP refusal often quotes the recipient's address (POPIA). */
export function redactAddresses(text: string): string {
  return text.replace(EMAIL_ADDRESS, '<address>');
}
