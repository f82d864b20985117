import type { ProofOfWorkChallenge } from '#core/proof-of-work/proof-of-work';

/**
 * The one error type of the server (OPS-06): a code, a message that is safe to show a
 * user, optional per-field messages, and an internal detail that is only logged.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  /** A sign-in or change from a page at another address than the server's own (ADR 007). */
  wrong_origin: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  // ADR 040: an anonymous request under a burst must carry a solved proof-of-work challenge.
  challenge_required: 428,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  insufficient_storage: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: {
      fields?: Record<string, string>;
      current?: Record<string, unknown>;
      /** A 428's challenge to solve and send again with (ADR 040). */
      challenge?: ProofOfWorkChallenge;
      detail?: string;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export interface ErrorBody {
  success: false;
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
    current?: Record<string, unknown>;
    challenge?: ProofOfWorkChallenge;
  };
}

export function errorBody(error: AppError): ErrorBody {
  return {
    success: false,
    error: {
      code: error.code,
      message: error.message,
      ...(error.options.fields ? { fields: error.options.fields } : {}),
      ...(error.options.current ? { current: error.options.current } : {}),
      ...(error.options.challenge ? { challenge: error.options.challenge } : {}),
    },
  };
}
