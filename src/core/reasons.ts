/**
 * Why there is no verdict: the reason line for an error, and whether the error is a refusal of the
 * configuration (exit 4 in the CLI) or a failure a later try may not meet.
 */
import { ConfigurationError, ServiceError } from '../client/index.js';
import { ClientError, InputError } from '../util/errors.js';
import { HandshakeError } from './connection.js';
import type { ErrorKind, GateResult, NoVerdictCause } from './model.js';

export type { ErrorKind } from './model.js';

/**
 * Whether an error that prevented a verdict is a refusal of the configuration. The gate's own
 * checks against what the service holds (a connection or module it does not know, a handshake
 * that did not complete) are; so are the service's refusals, except a 404 for a run, report or
 * plan whose id the service itself gave the gate: losing those is the service's failure.
 */
export function noVerdictCause(error: unknown): NoVerdictCause {
  if (error instanceof InputError || error instanceof HandshakeError) return 'refused';
  // The base URL leads elsewhere (no such host, TLS mismatch, a redirect, not the service).
  if (error instanceof ConfigurationError) return 'refused';
  if (error instanceof ServiceError && error.isRefusal) {
    // A 404 that names no resource is a path the service does not have: a wrong base URL.
    const given = error.status === 404 && error.resource && error.resource.kind !== 'connection';
    return given ? 'unavailable' : 'refused';
  }
  return 'unavailable';
}

/** The error kind of a gate's result: empty when there is a verdict (or none was waited for). */
export function resultErrorKind(
  result: Pick<GateResult, 'verdict' | 'cause' | 'interrupted' | 'error'>,
): ErrorKind | '' {
  if (result.verdict !== 'error') return '';
  if (result.interrupted) return 'interrupted';
  if (result.error !== undefined && isUnexpectedError(result.error)) return 'internal';
  return result.cause ?? 'unavailable';
}

/** The error kind of an error met before the gate ran (settings, files): input, or a bug. */
export function preparationErrorKind(error: unknown): ErrorKind {
  return isUnexpectedError(error) ? 'internal' : 'input';
}

/** An error none of the tool's kinds describes (settings, journey files and the client's are): a bug. */
export function isUnexpectedError(error: unknown): boolean {
  return !(error instanceof ClientError);
}

/** The reason line for an error that prevented a verdict. */
export function errorReason(error: unknown): string {
  if (error instanceof ClientError) return error.message;
  return `an unexpected error occurred: ${(error as Error)?.message ?? String(error)}`;
}
