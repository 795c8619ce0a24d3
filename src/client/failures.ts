/**
 * What a failed attempt was, for the retry rules (retry.ts), and the typed error it becomes
 * (errors.ts), worded once the number of attempts is known: no answer in time, a connection that
 * failed or broke, a configuration mistake (misdirection.ts), or an error status.
 */
import type { ClientError } from '../util/errors.js';
import type { Redactor } from '../util/redaction.js';
import { snippet } from './bodies.js';
import {
  type ConfigurationError,
  DeadlineError,
  describeServiceError,
  formatSeconds,
  NetworkError,
  RequestTimeoutError,
  ServiceError,
} from './errors.js';
import { connectionMistake } from './misdirection.js';
import { type ErrorEnvelope, ErrorEnvelopeSchema } from './payloads.js';
import type { RequestSpec } from './request.js';
import { type AttemptFailure, parseRetryAfter } from './retry.js';
import type { ClientSettingNames } from './setting-names.js';

/** What the wording of a failure needs of the transport. */
export interface FailureContext {
  readonly baseUrl: string;
  readonly names: ClientSettingNames;
  readonly redactor: Redactor;
  readonly now: () => number;
}

/** An attempt that failed: what kind of failure (for the retry rules), and its error, to be made. */
export interface AttemptFailed {
  ok: false;
  failure: AttemptFailure;
  summary: string;
  error: (attempts: number, why?: 'deadline') => ClientError;
}

/** Error codes of a connection that was never made: the request cannot have reached the service. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** A request that got no answer: the deadline, a request timeout, or a network failure. */
export function sendFailure(
  context: FailureContext,
  operation: string,
  error: unknown,
  limits: { timedOut: boolean; timeoutMs: number; cappedByDeadline: boolean },
): AttemptFailed {
  const { timeoutMs } = limits;
  if (limits.timedOut || isTimeoutCode(error)) {
    if (limits.cappedByDeadline) {
      throw new DeadlineError(
        operation,
        `The deadline passed while waiting for ${operation}. Raise ${context.names('timeoutMinutes')} if runs need longer.`,
        error,
      );
    }
    const message = `${operation} got no complete answer within ${formatSeconds(timeoutMs)}.`;
    return {
      ok: false,
      failure: { type: 'timeout' },
      summary: `no answer within ${formatSeconds(timeoutMs)}`,
      error: (attempts) =>
        new RequestTimeoutError(
          operation,
          timeoutMs,
          `${message} ${attemptsText(attempts)}The service may be overloaded or unreachable; retry the job later.`,
        ),
    };
  }
  const code = errorCode(error);
  const mistake = code && connectionMistake(operation, code, context.baseUrl, context.names, error);
  // A host that does not resolve may be a DNS blip: asked once more, not four times.
  if (mistake) return mistakeFailure(mistake, mistake.problem === 'dns');
  const broken = networkError(context, operation, error);
  return {
    ok: false,
    failure: { type: 'network', notSent: broken.notSent },
    summary: broken.code,
    error: (attempts) =>
      attempts > 1
        ? new NetworkError(
            operation,
            broken.code,
            broken.notSent,
            `${broken.message} (${attempts} attempts)`,
            error,
          )
        : broken,
  };
}

/** An answer with an error status: the service's error, worded once the attempts are known. */
export function statusFailure<T>(
  context: FailureContext,
  spec: RequestSpec<T>,
  operation: string,
  answer: {
    status: number;
    responseHeaders: Record<string, string | string[] | undefined>;
    text: string;
  },
): AttemptFailed {
  const { status, responseHeaders, text } = answer;
  const retryAfterMs = parseRetryAfter(responseHeaders, context.now());
  return {
    ok: false,
    failure: { type: 'status', status, retryAfterMs },
    summary: `HTTP ${status}`,
    error: (attempts, why) => {
      const error = serviceError(context, operation, spec, status, text, responseHeaders, attempts);
      if (why === 'deadline') {
        return new DeadlineError(
          operation,
          `${error.message} Waiting to retry would pass the deadline.`,
          error,
        );
      }
      return error;
    },
  };
}

/** The service's error status as a ServiceError: its envelope, or a proxy page's first words. */
export function serviceError(
  context: FailureContext,
  operation: string,
  spec: Pick<RequestSpec<unknown>, 'resource'>,
  status: number,
  text: string,
  headers: Record<string, string | string[] | undefined>,
  attempts: number,
): ServiceError {
  let envelope: ErrorEnvelope | undefined;
  try {
    const parsed = ErrorEnvelopeSchema.safeParse(JSON.parse(text));
    if (parsed.success) envelope = parsed.data;
  } catch {
    // Not JSON: a proxy or gateway page. Its first words go into the message below.
  }
  const serviceMessage = context.redactor.redact(
    envelope ? envelope.message : snippet(context.redactor, text, 200),
  );
  const retryAfterMs = parseRetryAfter(headers, context.now());
  const message = describeServiceError({
    names: context.names,
    operation,
    status,
    envelope,
    serviceMessage,
    resource: spec.resource,
    retryAfterMs,
    attempts,
  });
  return new ServiceError(message, operation, {
    status,
    code: envelope?.code,
    capability: envelope?.capability,
    limit: envelope?.limit
      ? { id: envelope.limit.id, used: envelope.limit.used, cap: envelope.limit.cap }
      : undefined,
    retryAfterMs,
    serviceMessage,
    attempts,
    resource: spec.resource,
    enveloped: envelope !== undefined,
  });
}

export function networkError(
  context: FailureContext,
  operation: string,
  error: unknown,
): NetworkError {
  const code = errorCode(error) ?? 'network error';
  const notSent = NOT_SENT_CODES.has(code);
  const host = new URL(context.baseUrl).host;
  const what = notSent
    ? `Could not connect to the service at ${host} (${code})`
    : `The connection to the service at ${host} broke before a complete answer (${code})`;
  return new NetworkError(
    operation,
    code,
    notSent,
    `${what} on ${operation}. Check ${context.names('baseUrl')}, the runner's network and any HTTPS_PROXY/NO_PROXY settings.${plainPortHint(context.baseUrl, code)}`,
    error,
  );
}

/**
 * A reset on https:// can be a server that drops a TLS hello on a plain HTTP port (most answer
 * it with HTTP 400, which misdirection.ts names): told as a possibility only, since telling it
 * apart from an outage would take a plain request the client does not send.
 */
function plainPortHint(baseUrl: string, code: string): string {
  const url = new URL(baseUrl);
  if (code !== 'ECONNRESET' || url.protocol !== 'https:') return '';
  return ` A server that serves plain HTTP on that port can also drop an https connection like this: if that port serves plain HTTP, use http://${url.host}${url.pathname}.`;
}

/** A configuration mistake as an attempt's failure: tried again only when `retryOnce`. */
export function mistakeFailure(error: ConfigurationError, retryOnce: boolean): AttemptFailed {
  return {
    ok: false,
    failure: { type: 'configuration', retryOnce },
    summary: error.problem,
    error: () => error,
  };
}

function attemptsText(attempts: number): string {
  return attempts > 1 ? `(${attempts} attempts) ` : '';
}

export function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function isTimeoutCode(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
}
