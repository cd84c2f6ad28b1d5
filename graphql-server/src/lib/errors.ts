/**
 * The errors a client may see. Services throw AppError; the GraphQL layer puts `code`, `fields`
 * and `retryAfterSeconds` into `extensions`, the REST bridge answers `{ message, error, fields }`
 * with the HTTP status below.
 */
export const ERROR_CODES = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_NOT_VERIFIED',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The codes the REST bridge answers itself, before any service runs: a body it cannot read (too
 * large, not JSON, an unknown encoding) or a request Express refuses.
 */
export const TRANSPORT_ERROR_CODES = ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'BAD_REQUEST'] as const;
export type TransportErrorCode = (typeof TRANSPORT_ERROR_CODES)[number];

/** Every `error` a REST answer may carry: the OpenAPI document's enum of the Error schema. */
export const REST_ERROR_CODES: readonly (ErrorCode | TransportErrorCode)[] = [...ERROR_CODES, ...TRANSPORT_ERROR_CODES];
export type RestErrorCode = ErrorCode | TransportErrorCode;

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  EMAIL_NOT_VERIFIED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: FieldErrors;
  readonly retryAfterSeconds?: number;
  /** More for the client, answered as is: GraphQL extensions, REST body keys (e.g. `requiredScope`). */
  readonly details?: Record<string, string>;
  /** Overrides the status of `code` on REST (503 when a backing service is down). */
  readonly httpStatus: number;

  constructor(
    code: ErrorCode,
    message: string,
    extra: {
      fields?: FieldErrors;
      retryAfterSeconds?: number;
      httpStatus?: number;
      details?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    if (extra.fields) this.fields = extra.fields;
    if (extra.retryAfterSeconds !== undefined) this.retryAfterSeconds = extra.retryAfterSeconds;
    if (extra.details) this.details = extra.details;
    this.httpStatus = extra.httpStatus ?? HTTP_STATUS[code];
  }
}

export const MESSAGES = {
  signIn: 'Please sign in',
  verifyEmail: 'Please verify your email',
  invalidCredentials: 'Invalid registration id or password',
  forbiddenOther: 'You can only change your own account',
  userNotFound: 'User not found',
  unavailable: 'Service temporarily unavailable',
  internal: 'Something went wrong on our side. Please try again.',
  invalidInput: 'Please correct the highlighted fields',
} as const;

export function badInput(fields: FieldErrors, message?: string): AppError {
  const first = Object.values(fields)[0];
  return new AppError(
    'BAD_USER_INPUT',
    message ?? (Object.keys(fields).length === 1 && first ? first : MESSAGES.invalidInput),
    {
      fields,
    },
  );
}

export function rateLimited(retryAfterSeconds: number, message?: string): AppError {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('RATE_LIMITED', message ?? `Too many attempts. Try again in ${formatWait(wait)}.`, {
    retryAfterSeconds: wait,
  });
}

/**
 * A backing service (the database, Redis behind the throttles) does not answer, or shared work
 * (password hashing) has no room for this call: refuse rather than hang or skip a limit.
 * SERVICE_UNAVAILABLE says what happened (a client may retry), where INTERNAL_SERVER_ERROR would
 * say "a bug". With `retryAfterSeconds` the client is told when to retry.
 */
export function unavailable(retryAfterSeconds?: number): AppError {
  return new AppError('SERVICE_UNAVAILABLE', MESSAGES.unavailable, {
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) } : {}),
  });
}

export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}
