import { ApiError } from '#client/shared/api-client';

interface ErrorEnvelope {
  error?: { message?: string; fields?: Record<string, string> };
}

/** The server's error body, kept in an ApiError's message as `status: body`. */
function envelopeOf(error: unknown): ErrorEnvelope | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    return JSON.parse(error.message.replace(/^\d+: /, '')) as ErrorEnvelope;
  } catch {
    return undefined;
  }
}

export function serverMessage(error: unknown): string {
  return envelopeOf(error)?.error?.message ?? 'The price book could not be saved. Please try again.';
}

export function serverFieldErrors(error: unknown): Record<string, string> {
  return { ...envelopeOf(error)?.error?.fields };
}
