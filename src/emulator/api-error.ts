/**
 * An error the emulated service answers with: the HTTP status and the fields of the error
 * envelope (interface 2.2). Handlers throw it; the server turns it into the envelope.
 */
import type { Capability, LimitId } from './interface-rules.js';

export interface ApiErrorDetails {
  capability?: Capability;
  limit?: { id: LimitId; used: number; cap: number };
  /** Real seconds, sent as Retry-After. */
  retryAfterSeconds?: number;
  /** The request field or query parameter at fault (an additional envelope property). */
  field?: string;
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ApiErrorDetails = {},
  ) {
    super(message);
  }
}

export function badRequest(field: string, problem: string): ApiError {
  return new ApiError(400, 'invalid_request', `${field}: ${problem}`, { field });
}

export function notFound(what: string, id: string): ApiError {
  return new ApiError(
    404,
    'not_found',
    `${what} "${id}" was not found for the owner of this API key.`,
  );
}

/** The error envelope of an ApiError at `timestamp` (emulated time). */
export function errorEnvelope(error: ApiError, timestamp: number): Record<string, unknown> {
  const { capability, limit, field } = error.details;
  return {
    success: false,
    message: error.message,
    status: 'error',
    code: error.code,
    timestamp: new Date(timestamp).toISOString(),
    ...(capability ? { capability } : {}),
    ...(limit ? { limit } : {}),
    ...(field ? { field } : {}),
  };
}
