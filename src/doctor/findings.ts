/**
 * The doctor's findings: a row's parts as they are found (held, differs, not checked; held in
 * part when some held and others could not be told), and how an answer of the service is told
 * apart: a refusal of what was sent, a failure, a path it does not have, and the row a failed
 * request speaks for.
 */
import {
  BodyLimitError,
  ConfigurationError,
  NetworkError,
  PagingError,
  RequestTimeoutError,
  ResponseSchemaError,
  ServiceError,
  StreamError,
} from '../client/index.js';
import { ClientError } from '../util/errors.js';

export type Verdict = 'held' | 'held in part' | 'differs' | 'not checked';

export type Entry = Record<string, unknown> & { _id?: unknown };

/** What a check found, as parts: each held, differs or could not be told. */
export class Finding {
  readonly held: string[] = [];
  readonly differs: string[] = [];
  readonly unknown: string[] = [];
  readonly sent: string[] = [];

  /**
   * A difference outweighs the rest; a row with parts that held and parts that could not be told
   * held in part (not held: its "seen" says what was not checked).
   */
  verdict(): Verdict {
    if (this.differs.length > 0) return 'differs';
    if (this.held.length === 0) return 'not checked';
    return this.unknown.length > 0 ? 'held in part' : 'held';
  }

  seen(): string {
    const verdict = this.verdict();
    const parts =
      verdict === 'differs'
        ? this.differs
        : verdict === 'not checked'
          ? this.unknown
          : [...this.held, ...this.unknown.map((u) => `not checked: ${u}`)];
    return parts.join('; ');
  }
}

export interface Answer {
  status: number;
  data: unknown;
  meta: Record<string, unknown> | undefined;
}

export function items(answer: Answer): Entry[] {
  return Array.isArray(answer.data)
    ? (answer.data.filter((e) => e !== null && typeof e === 'object') as Entry[])
    : [];
}

export function ids(entries: Entry[]): Set<string> {
  return new Set(entries.map((e) => String(e._id)));
}

export function seconds(ms: number): string {
  return (Math.round(ms / 100) / 10).toFixed(1);
}

export function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** An error answer in a few words: status, code and the service's message. */
export function describeFailure(error: unknown): string {
  if (error instanceof ServiceError) {
    const words = error.serviceMessage.replace(/\s+/g, ' ').slice(0, 120);
    return `${error.status}${error.code ? ` ${error.code}` : ''} (${words})`;
  }
  if (error instanceof ClientError) return error.message.split('\n')[0]!.slice(0, 160);
  return message(error);
}

/** The row each request speaks for when it fails inside a step ("METHOD /route"). */
export const ROW_ROUTES: Record<string, RegExp> = {
  'shape-usage': /^GET \/usage$/,
  'connection-list': /^GET \/connections$/,
  'start-lookup': /^GET \/testing\/runs$/,
  'run-list': /^GET \/testing\/runs$/,
  'report-run-id': /^GET \/testing\/runs$/,
  'shape-preview': /^POST \/testing\/journeys\/preview$/,
  'journey-start': /^POST \/testing\/journey-runs$/,
  'journey-long-poll': /^GET \/testing\/journey-runs\/\{id\}$/,
  'stream-cursor': /\/stream$/,
  'recovery-field': /\/recovery$/,
  'shape-cancel': /\/cancel$/,
  'shared-path': /\/share$|\/shared\//,
};

/** The rows a journey run of the account (or the doctor's own) is read for. */
export const JOURNEY_ROWS = [
  'journey-long-poll',
  'stream-cursor',
  'event-names',
  'recovery-field',
  'shape-cancel',
  'shape-journey-status',
] as const;

/**
 * What the service answered, or failed to: a refusal or error status (the key refused aside:
 * nothing can be checked then), no answer, or an answer of another shape. Not an interrupt, the
 * doctor's deadline, or an error of its own.
 */
export function isAnswerOfTheService(error: unknown): error is ClientError {
  if (error instanceof ServiceError) return error.status !== 401 && error.status !== 403;
  return (
    error instanceof ConfigurationError ||
    error instanceof NetworkError ||
    error instanceof RequestTimeoutError ||
    error instanceof ResponseSchemaError ||
    error instanceof PagingError ||
    error instanceof StreamError ||
    error instanceof BodyLimitError
  );
}

/** A refusal of what was sent: a 4xx other than a rate limit, or a path it does not have. */
export function isRefusal(error: ClientError): boolean {
  if (error instanceof ServiceError) {
    return (
      (error.status >= 400 && error.status < 500 && error.status !== 429) || isMissingRoute(error)
    );
  }
  return error instanceof ConfigurationError || error instanceof ResponseSchemaError;
}

/** A path the service does not know: 404 or 405 (with or without its envelope), or 501. */
export function isMissingRoute(error: unknown): boolean {
  if (error instanceof ServiceError) return [404, 405, 501].includes(error.status);
  return error instanceof ConfigurationError;
}

/** A refusal that says the field is missing: 400 or 422 naming it as required or missing. */
export function missesField(error: ServiceError, field: string): boolean {
  if (![400, 422].includes(error.status)) return false;
  const text = error.serviceMessage;
  return new RegExp(`\\b${field}\\b`).test(text) && /required|missing/i.test(text);
}
