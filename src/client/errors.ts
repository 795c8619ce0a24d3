/**
 * Typed errors of the service client. Every message is written for the person reading a CI log:
 * what happened, and what to do about it. Messages never carry a secret: service text passes
 * through the redactor before it is put into a message. Their base, ClientError, and InputError
 * (a value found wrong before any request, by any layer) live in util/errors.ts.
 */
import { ClientError, InputError } from '../util/errors.js';
import { quotedEnd } from '../util/text.js';
import type { ErrorEnvelope } from './payloads.js';

/**
 * A base URL the client cannot use (base-url.ts). `problem` says what is wrong without naming the
 * setting ("must not have a query or fragment."), for a front end that names it itself; the
 * message puts the name the client was given before it.
 */
export class BaseUrlError extends InputError {
  constructor(
    readonly problem: string,
    /** How the caller names the base URL setting. */
    subject: string,
  ) {
    super('baseUrl', `${subject} ${problem}`);
  }
}

export interface ServiceErrorDetails {
  status: number;
  code?: string;
  capability?: string;
  limit?: { id: string; used: number; cap: number };
  /** Milliseconds the service asked us to wait (Retry-After), when it said. */
  retryAfterMs?: number;
  /** The service's own message, redacted. */
  serviceMessage: string;
  /** Attempts made before giving up (1 when the status is never retried). */
  attempts: number;
  /** What the request's id named, when it named one (a 404 is about it). */
  resource?: { kind: string; id: string };
  /** The body was the error envelope (2.2); false for a gateway page or other text. */
  enveloped?: boolean;
}

/** The service answered with an error status. Carries everything of the error envelope (2.2). */
export class ServiceError extends ClientError {
  readonly kind = 'service';
  readonly status: number;
  readonly code: string | undefined;
  readonly capability: string | undefined;
  readonly limit: { id: string; used: number; cap: number } | undefined;
  readonly retryAfterMs: number | undefined;
  readonly serviceMessage: string;
  readonly attempts: number;
  readonly resource: { kind: string; id: string } | undefined;
  readonly enveloped: boolean;

  constructor(message: string, operation: string, details: ServiceErrorDetails) {
    super(message, operation);
    this.status = details.status;
    this.code = details.code;
    this.capability = details.capability;
    this.limit = details.limit;
    this.retryAfterMs = details.retryAfterMs;
    this.serviceMessage = details.serviceMessage;
    this.attempts = details.attempts;
    this.resource = details.resource;
    this.enveloped = details.enveloped ?? false;
  }

  /** A refused key (401) is the API key's; a plan limit or a refused id is not a setting's. */
  override get setting(): string | undefined {
    return this.status === 401 ? 'apiKey' : undefined;
  }

  /**
   * The service refused the request for a reason on the caller's side (key, plan, configuration,
   * an id it does not know): the same request will be refused again, so someone must change
   * something. Rate limits and request timeouts pass, and a 402 for run slots is a wait.
   */
  get isRefusal(): boolean {
    if (this.status === 408 || this.status === 429) return false;
    if (this.status === 402) return this.limit?.id !== 'run-concurrency';
    return this.status >= 400 && this.status < 500;
  }
}

/** The service answered, but the payload does not match the interface. */
export class ResponseSchemaError extends ClientError {
  readonly kind = 'schema';
  constructor(
    operation: string,
    readonly status: number,
    /** "field.path: problem" list, for a person. */
    readonly problems: string,
  ) {
    super(
      `The service's answer to ${operation} (HTTP ${status}) does not match the service interface: ${problems}. ` +
        'The service may be newer or older than this tool; update ocpi-conformance, and report it if the problem stays.',
      operation,
    );
  }
}

/** The service could not be reached, or the connection broke before a complete answer. */
export class NetworkError extends ClientError {
  readonly kind = 'network';
  constructor(
    operation: string,
    readonly code: string,
    /** True when the request surely never reached the service (connection refused, DNS failure...). */
    readonly notSent: boolean,
    message: string,
    cause?: unknown,
  ) {
    super(message, operation, { cause });
  }

  /** An address that cannot be reached is most often a wrong base URL. */
  override get setting(): string {
    return 'baseUrl';
  }
}

/**
 * The base URL does not lead to the service: a host that does not exist, a TLS or protocol
 * mismatch, a redirect, or an answer that is not the service's (an HTML page, a path it does not
 * have). A mistake in the configuration, not an outage: trying again cannot help, so it is asked
 * once (a DNS failure twice).
 */
export class ConfigurationError extends ClientError {
  readonly kind = 'configuration';
  constructor(
    operation: string,
    /** What was wrong: for tests and logs; the message says it to a person. */
    readonly problem: 'dns' | 'tls' | 'plain-http' | 'not-http' | 'redirect' | 'not-the-service',
    message: string,
    cause?: unknown,
  ) {
    super(message, operation, { cause });
  }

  override get setting(): string {
    return 'baseUrl';
  }
}

/** One request took longer than its time limit. */
export class RequestTimeoutError extends ClientError {
  readonly kind = 'timeout';
  constructor(
    operation: string,
    readonly timeoutMs: number,
    message: string,
  ) {
    super(message, operation);
  }
}

/** The caller's overall deadline passed before the operation could complete. */
export class DeadlineError extends ClientError {
  readonly kind = 'deadline';
  constructor(operation: string, message: string, cause?: unknown) {
    super(message, operation, { cause });
  }

  override get setting(): string {
    return 'timeoutMinutes';
  }
}

/** The caller aborted (for example the workflow was cancelled). */
export class AbortedError extends ClientError {
  readonly kind = 'aborted';
  constructor(operation: string) {
    super(`${operation} was aborted before it completed.`, operation);
  }
}

/**
 * A start request may or may not have started a run, and the run list could not settle which.
 * Starting again could run the partner test twice, so the client stops here.
 */
export class AmbiguousStartError extends ClientError {
  readonly kind = 'ambiguous-start';
  constructor(
    operation: string,
    readonly seed: string,
    message: string,
    cause?: unknown,
  ) {
    super(message, operation, { cause });
  }
}

/** The service's paging went wrong (a repeated cursor, an endless list). */
export class PagingError extends ClientError {
  readonly kind = 'paging';
}

/**
 * A body was longer than the caller's byte limit (the run list's `maxBytes`), or kept more than
 * the run list's memory limit (PAGE_HELD_MAX_BYTES; see run-list-stream.ts): reading stopped there.
 * Not retried: the same page would be as long again.
 */
/** Which bound an answer went past: its bytes, one value in it, or what is kept of it in memory. */
export type BodyLimit = 'bytes' | 'value' | 'held';

export class BodyLimitError extends ClientError {
  readonly kind = 'body-limit';
  constructor(
    operation: string,
    message: string,
    readonly limit: BodyLimit = 'bytes',
  ) {
    super(message, operation);
  }
}

/** The journey event stream could not be held. */
export class StreamError extends ClientError {
  readonly kind = 'stream';
}

/** Builds the person-facing sentence for an error status; `resource` names what an id refers to. */
export function describeServiceError(args: {
  /** How the caller names the API key and base URL settings. */
  names: (setting: 'apiKey' | 'baseUrl') => string;
  operation: string;
  status: number;
  envelope: Partial<ErrorEnvelope> | undefined;
  serviceMessage: string;
  resource?: { kind: string; id: string };
  retryAfterMs?: number;
  attempts: number;
}): string {
  const { operation, status, envelope, serviceMessage, resource, attempts, names } = args;
  const said = serviceMessage ? ` The service said: ${quotedEnd(serviceMessage)}` : '';
  const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
  switch (status) {
    case 400:
      return `The service rejected ${operation} as malformed (400).${said} Check the values sent; this usually means an input the tool could not check itself.`;
    case 401:
      return `The service refused the API key (401) on ${operation}.${said} Check that ${names('apiKey')} is a current key of the account, created in the service's application settings, and that ${names('baseUrl')} points at the right service.`;
    case 402:
      return `${describePlanLimit(envelope)} (402, ${operation}).${said}`;
    case 403:
      return `The API key is not allowed to call ${operation} (403).${said} Use a key whose owner has this permission.`;
    case 404: {
      const what = resource ? `The ${resource.kind} "${resource.id}"` : 'The resource';
      return `${what} is unknown to the owner of this API key (404, ${operation}): it does not exist, was deleted, or belongs to another account.${said} Check the id and that the key belongs to the same account.`;
    }
    case 409:
      return `The service refused ${operation} because of a conflict (409).${said}`;
    case 422:
      return `The service cannot handle this configuration (422, ${operation}).${said} Change the settings it names.`;
    case 429: {
      const wait =
        args.retryAfterMs !== undefined
          ? ` It asked to wait ${formatSeconds(args.retryAfterMs)}.`
          : '';
      return `The service's rate limit was reached (429) on ${operation}${tries}.${wait}${said} Run fewer jobs at once or try again later.`;
    }
    default:
      if (status >= 500) {
        return `The service failed on ${operation} (HTTP ${status})${tries}.${said} This is on the service's side; retry the job later.`;
      }
      return `The service answered ${operation} with HTTP ${status}.${said}`;
  }
}

/** Names the exhausted plan limit and capability of a 402 in words. */
export function describePlanLimit(envelope: Partial<ErrorEnvelope> | undefined): string {
  const limit = envelope?.limit;
  const capability = envelope?.capability;
  const capabilityText = capability ? `the plan capability "${capability}"` : undefined;
  if (limit) {
    const what =
      limit.id === 'run-concurrency'
        ? `runs in flight (${limit.used} of ${limit.cap} allowed at once)`
        : limit.id === 'connections'
          ? `connections (${limit.used} of ${limit.cap} allowed)`
          : `"${limit.id}" (${limit.used} of ${limit.cap})`;
    const advice =
      limit.id === 'run-concurrency'
        ? 'Wait for a running run to finish, or move to a plan with more concurrent runs'
        : 'Remove one, or move to a plan with a higher limit';
    return `The plan's limit on ${what} is reached${capabilityText ? `, which involves ${capabilityText}` : ''}. ${advice}`;
  }
  if (capabilityText) {
    return `This needs ${capabilityText}, which the account's current plan does not include. Move to a plan that includes it`;
  }
  return "The account's plan does not allow this (payment required). Check the plan in the service's settings";
}

/**
 * A duration as a person reads it: whole seconds from 10 s, tenths below, and milliseconds below a
 * tenth, so that a short wait never reads as "0.0 s".
 */
export function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  if (seconds >= 10 || Number.isInteger(seconds)) return `${Math.round(seconds)} s`;
  if (ms < 100) return `${Math.round(ms)} ms`;
  return `${seconds.toFixed(1)} s`;
}
