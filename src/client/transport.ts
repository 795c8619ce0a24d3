/**
 * HTTP transport of the service client: one request with its headers, time limit, parsing and
 * error mapping, and the retry loop around it.
 *
 * Built on undici's `request` with an injectable dispatcher. The default dispatcher is an
 * EnvHttpProxyAgent: keep-alive connections, HTTP(S)_PROXY and NO_PROXY honoured.
 */
import { setTimeout as sleepTimer } from 'node:timers/promises';
import { type Dispatcher, EnvHttpProxyAgent, request } from 'undici';
import type { z } from 'zod';
import { formatBytes } from '../util/numbers.js';
import type { Redactor } from '../util/redaction.js';
import { PACKAGE_NAME, PACKAGE_VERSION } from '../version.js';
import {
  AbortedError,
  BodyLimitError,
  type ClientError,
  type ConfigurationError,
  DeadlineError,
  describeServiceError,
  formatSeconds,
  InputError,
  NetworkError,
  RequestTimeoutError,
  ResponseSchemaError,
  ServiceError,
} from './errors.js';
import { JsonSyntaxError } from './json-scan.js';
import { answerMistake, connectionMistake, isHtml, redirectMistake } from './misdirection.js';
import {
  type AttemptFailure,
  DEFAULT_RETRY,
  decideRetry,
  nextDelay,
  parseRetryAfter,
  type RetryClass,
  type RetrySettings,
} from './retry.js';
import {
  describeIssues,
  type ErrorEnvelope,
  ErrorEnvelopeSchema,
  type Meta,
  SuccessEnvelopeSchema,
} from './schemas.js';

/** Where the client writes what it does; every line is redacted before it gets here. */
export interface ClientLogger {
  debug(message: string): void;
  warn(message: string): void;
}

export const silentLogger: ClientLogger = { debug() {}, warn() {} };

export interface CallOptions {
  /** Aborts the operation (for example when the workflow is cancelled). */
  signal?: AbortSignal;
  /** Epoch milliseconds by which the operation must be done, retries included. */
  deadline?: number;
}

export interface RequestSpec<T> {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path below the base URL, ids already encoded. */
  path: string;
  /** The route with placeholders, for messages: "/testing/runs/{id}/share"; default: the path. */
  route?: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the API key (every operation but the suite listing). */
  auth?: boolean;
  /** The payload is wrapped in the success envelope (every operation but the suite listing). */
  envelope?: boolean;
  schema: z.ZodType<T>;
  retryClass: RetryClass | 'start';
  /** Time limit of one attempt; long-polls pass the wait plus a margin. */
  timeoutMs?: number;
  /** What the path's id refers to, so a 404 can name it. */
  resource?: { kind: string; id: string };
  /**
   * Reads a success body as it streams instead of as one text (a run-list page can hold hundreds
   * of megabytes): returns what JSON.parse would, or a trimmed stand-in; throws JsonSyntaxError
   * on a body that is not JSON. The envelope and `schema` are checked on what it returns. Called
   * once per attempt.
   */
  readBody?: (chunks: AsyncIterable<Buffer>) => Promise<unknown>;
  /** The longest body held whole (not with readBody); default MAX_BODY_BYTES. */
  maxBytes?: number;
}

export interface Reply<T> {
  data: T;
  meta: Meta | undefined;
  status: number;
}

/** The settings the client's messages may name: the key, the address and the time limit. */
export type ClientSetting = 'apiKey' | 'baseUrl' | 'timeoutMinutes' | 'allowInsecureHttp';
export type ClientSettingNames = (setting: ClientSetting) => string;

/** An attempt that failed: what kind of failure (for the retry rules), and its error, to be made. */
interface AttemptFailed {
  ok: false;
  failure: AttemptFailure;
  summary: string;
  error: (attempts: number, why?: 'deadline') => ClientError;
}

export interface TransportSettings {
  /** The service's base URL, ending in /api/v1. */
  baseUrl: string;
  /** The API key; registered with the redactor at once. Not needed for the suite listing. */
  apiKey?: string;
  /** Accept an http:// base URL outside the loopback range (the key then travels in clear). */
  allowInsecureHttp?: boolean;
  /** undici dispatcher; default: a keep-alive EnvHttpProxyAgent (honours HTTP(S)_PROXY, NO_PROXY). */
  dispatcher?: Dispatcher;
  /**
   * The entry point's secret store (never a process-wide one): redacts every message this
   * transport writes or throws; the API key and the tokens the client is given are added to it.
   */
  redactor: Redactor;
  /**
   * How the caller names the settings a message may tell the user to change (the action's
   * inputs, the CLI's flags). Default: the neutral setting keys.
   */
  names?: ClientSettingNames;
  log?: ClientLogger;
  retry?: Partial<RetrySettings>;
  /** Time limit of one ordinary request. */
  requestTimeoutMs?: number;
  /** Injected for tests: jitter source, clock and sleep. */
  random?: () => number;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/**
 * The longest answer held in memory whole: envelopes, lists of connections, usage, suites, a
 * journey's status. A run-list page is streamed instead, with limits of its own
 * (run-list-stream.ts). A service or proxy whose answer never ends is stopped here.
 */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** Error codes of a connection that was never made: the request cannot have reached the service. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

let sharedDispatcher: Dispatcher | undefined;
/** One keep-alive, proxy-aware agent per process, created on first use. */
function defaultDispatcher(): Dispatcher {
  sharedDispatcher ??= new EnvHttpProxyAgent({ keepAliveTimeout: 30_000 });
  return sharedDispatcher;
}

export const USER_AGENT = `${PACKAGE_NAME}/${PACKAGE_VERSION} (node ${process.version}; ${process.platform}-${process.arch})`;

/** Checks and normalises a base URL: http(s), ending in the version segment /api/v1. */
export function normaliseBaseUrl(
  raw: string,
  field = 'baseUrl',
  apiKeyName = 'apiKey',
  insecure: { allowed: boolean; name: string } = { allowed: false, name: 'allowInsecureHttp' },
): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new InputError(
      field,
      `${field} "${raw}" is not a URL. Give the service's base URL, for example https://testing.example.com/api/v1.`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError(field, `${field} must use http or https, not "${url.protocol}".`);
  }
  if (url.username || url.password) {
    throw new InputError(
      field,
      `${field} must not carry credentials; give the API key separately (${apiKeyName}).`,
    );
  }
  if (url.search || url.hash) {
    throw new InputError(field, `${field} must not have a query or fragment.`);
  }
  if (url.protocol === 'http:' && !insecure.allowed && !isLoopback(url.hostname)) {
    throw new InputError(
      field,
      `${field} "${url.origin}${url.pathname}" uses plain http: the API key would cross the network unencrypted. ` +
        `Use https://${url.host}${url.pathname.replace(/\/+$/, '')}, or, for a service on a private network you trust, set ${insecure.name} to true.`,
    );
  }
  const path = url.pathname.replace(/\/+$/, '');
  if (!path.endsWith('/api/v1')) {
    throw new InputError(
      field,
      `${field} "${url.origin}${url.pathname}" must end in the version segment /api/v1, for example ${url.origin}/api/v1.`,
    );
  }
  return `${url.origin}${path}`;
}

/** localhost, 127.0.0.0/8 and ::1: a service on the same machine (the emulator). */
export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

export class Transport {
  readonly baseUrl: string;
  readonly redactor: Redactor;
  readonly names: ClientSettingNames;
  readonly log: ClientLogger;
  private readonly apiKey: string | undefined;
  private readonly dispatcher: Dispatcher;
  readonly retry: RetrySettings;
  private readonly requestTimeoutMs: number;
  readonly random: () => number;
  readonly now: () => number;
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** HTTP requests sent so far, retries and streams included (the doctor reports the count). */
  requestsSent = 0;

  constructor(settings: TransportSettings) {
    this.redactor = settings.redactor;
    this.names = settings.names ?? ((setting) => setting);
    // Register the key before anything can print: a failure below must not echo it.
    this.redactor.add(settings.apiKey);
    this.baseUrl = normaliseBaseUrl(settings.baseUrl, 'baseUrl', 'apiKey', {
      allowed: settings.allowInsecureHttp === true,
      name: this.names('allowInsecureHttp'),
    });
    this.apiKey = settings.apiKey || undefined;
    this.dispatcher = settings.dispatcher ?? defaultDispatcher();
    this.retry = { ...DEFAULT_RETRY, ...settings.retry };
    this.requestTimeoutMs = settings.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    this.random = settings.random ?? Math.random;
    this.now = settings.now ?? Date.now;
    this.sleep =
      settings.sleep ?? ((ms, signal) => sleepTimer(ms, undefined, { signal }).then(() => {}));
    const log = settings.log ?? silentLogger;
    this.log = {
      debug: (message) => log.debug(this.redactor.redact(message)),
      warn: (message) => log.warn(this.redactor.redact(message)),
    };
  }

  /**
   * Sends a request and retries it by the rules of retry.ts. A start (`retryClass: 'start'`) is
   * sent again only when it surely did not reach the service; any other failure of it is thrown
   * marked `mayHaveTakenEffect`, for the caller to find out (client.ts).
   */
  async call<T>(spec: RequestSpec<T>, options: CallOptions = {}): Promise<Reply<T>> {
    const operation = `${spec.method} ${spec.route ?? spec.path}`;
    for (let attempt = 1; ; attempt++) {
      this.checkBeforeAttempt(operation, options);
      const outcome = await this.attempt(spec, operation, options);
      if (outcome.ok) return outcome.reply;

      const { failure } = outcome;
      const decision = decideRetry(failure, spec.retryClass);
      if (decision === 'reconcile-then-retry') {
        const error = outcome.error(attempt);
        error.mayHaveTakenEffect = true;
        throw error;
      }
      // A configuration mistake is asked at most twice (a DNS failure), whatever the retry settings.
      const maxAttempts = failure.type === 'configuration' ? 2 : this.retry.maxRetries + 1;
      const canRetry = decision !== 'fail' && attempt < maxAttempts;
      const delay = canRetry
        ? nextDelay({
            retry: attempt - 1,
            retryAfterMs: failure.type === 'status' ? failure.retryAfterMs : undefined,
            settings: this.retry,
            now: this.now(),
            deadline: options.deadline,
            random: this.random,
          })
        : undefined;
      if (delay === undefined) {
        throw outcome.error(attempt, canRetry ? 'deadline' : undefined);
      }
      this.log.warn(
        `${operation} failed (${outcome.summary}); retrying in ${formatSeconds(delay)} (attempt ${attempt + 1} of ${maxAttempts}).`,
      );
      try {
        await this.sleep(delay, options.signal);
      } catch {
        throw new AbortedError(operation);
      }
    }
  }

  /** Opens a streaming GET (the journey event stream); the caller reads and closes the body. */
  async openStream(
    spec: Omit<RequestSpec<unknown>, 'schema' | 'retryClass' | 'method'>,
    signal: AbortSignal | undefined,
    idleTimeoutMs: number,
  ): Promise<Dispatcher.ResponseData> {
    const operation = `GET ${spec.route ?? spec.path}`;
    const url = this.url(spec.path, spec.query);
    const headers = this.headers(spec, 'text/event-stream');
    let response: Dispatcher.ResponseData;
    this.requestsSent++;
    try {
      response = await request(url, {
        method: 'GET',
        headers,
        dispatcher: this.dispatcher,
        signal,
        headersTimeout: this.requestTimeoutMs,
        bodyTimeout: idleTimeoutMs,
      });
    } catch (error) {
      if (signal?.aborted) throw new AbortedError(operation);
      const code = errorCode(error);
      throw (
        (code && connectionMistake(operation, code, this.baseUrl, this.names, error)) ||
        this.networkError(operation, error)
      );
    }
    if (response.statusCode >= 300 && response.statusCode < 400) {
      discard(response.body);
      throw redirectMistake(operation, response.statusCode, response.headers, url, this.names);
    }
    if (response.statusCode >= 400) {
      const text = await readCapped(response.body, MAX_BODY_BYTES, operation).catch(() => '');
      const mistake = answerMistake(
        operation,
        {
          status: response.statusCode,
          headers: response.headers,
          text,
          enveloped: isErrorEnvelope(text),
        },
        this.names,
      );
      if (mistake) throw mistake;
      throw this.serviceError(operation, spec, response.statusCode, text, response.headers, 1);
    }
    return response;
  }

  private checkBeforeAttempt(operation: string, options: CallOptions): void {
    if (options.signal?.aborted) throw new AbortedError(operation);
    if (options.deadline !== undefined && this.now() >= options.deadline) {
      throw new DeadlineError(
        operation,
        `The deadline passed before ${operation} could be sent. Raise ${this.names('timeoutMinutes')} if runs need longer.`,
      );
    }
  }

  private async attempt<T>(
    spec: RequestSpec<T>,
    operation: string,
    options: CallOptions,
  ): Promise<{ ok: true; reply: Reply<T> } | AttemptFailed> {
    const url = this.url(spec.path, spec.query);
    const headers = this.headers(spec, 'application/json');
    const limit = spec.timeoutMs ?? this.requestTimeoutMs;
    const untilDeadline =
      options.deadline === undefined ? Number.POSITIVE_INFINITY : options.deadline - this.now();
    const timeoutMs = Math.max(1, Math.min(limit, untilDeadline));
    const cappedByDeadline = untilDeadline < limit;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const started = this.now();
    this.log.debug(`-> ${spec.method} ${url.slice(this.baseUrl.length)}`);
    this.requestsSent++;

    let status: number;
    let responseHeaders: Record<string, string | string[] | undefined>;
    let text = '';
    let body: { json: unknown } | { syntax: JsonSyntaxError } | undefined;
    try {
      const response = await request(url, {
        method: spec.method,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        dispatcher: this.dispatcher,
        signal,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      status = response.statusCode;
      responseHeaders = response.headers;
      if (status >= 300 && status < 400) {
        discard(response.body);
        return mistakeFailure(
          redirectMistake(operation, status, responseHeaders, url, this.names),
          false,
        );
      }
      if (status < 300 && spec.readBody && !isHtml(responseHeaders)) {
        body = await readStreamed(response.body, spec.readBody);
      } else {
        text = await readCapped(response.body, spec.maxBytes ?? MAX_BODY_BYTES, operation);
      }
    } catch (error) {
      if (options.signal?.aborted) throw new AbortedError(operation);
      // The caller's own limit: the same body would be as long again.
      if (error instanceof BodyLimitError) throw error;
      return this.sendFailure(operation, error, {
        timedOut: timeout.aborted,
        timeoutMs,
        cappedByDeadline,
      });
    }
    this.log.debug(`<- ${status} ${operation} in ${this.now() - started} ms`);

    const mistake = answerMistake(
      operation,
      { status, headers: responseHeaders, text, enveloped: status >= 400 && isErrorEnvelope(text) },
      this.names,
    );
    if (mistake) return mistakeFailure(mistake, false);
    if (status >= 400)
      return this.statusFailure(spec, operation, { status, responseHeaders, text });

    const parsed =
      body === undefined
        ? this.parseSuccess(spec, operation, status, text)
        : 'syntax' in body
          ? {
              ok: false as const,
              error: new ResponseSchemaError(
                operation,
                status,
                this.redactor.redact(body.syntax.message),
              ),
            }
          : this.checkSuccess(spec, operation, status, body.json);
    if (parsed.ok) return { ok: true, reply: parsed.reply };
    // A body that is not JSON or breaks the schema is often a cut or mangled response; reads may
    // be tried again, and a start that got one is ambiguous (the run may exist).
    return {
      ok: false,
      failure: { type: 'network', notSent: false },
      summary: parsed.error.problems,
      error: () => parsed.error,
    };
  }

  /** A request that got no answer: the deadline, a request timeout, or a network failure. */
  private sendFailure(
    operation: string,
    error: unknown,
    limits: { timedOut: boolean; timeoutMs: number; cappedByDeadline: boolean },
  ): AttemptFailed {
    const { timeoutMs } = limits;
    if (limits.timedOut || isTimeoutCode(error)) {
      if (limits.cappedByDeadline) {
        throw new DeadlineError(
          operation,
          `The deadline passed while waiting for ${operation}. Raise ${this.names('timeoutMinutes')} if runs need longer.`,
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
    const mistake = code && connectionMistake(operation, code, this.baseUrl, this.names, error);
    // A host that does not resolve may be a DNS blip: asked once more, not four times.
    if (mistake) return mistakeFailure(mistake, mistake.problem === 'dns');
    const networkError = this.networkError(operation, error);
    return {
      ok: false,
      failure: { type: 'network', notSent: networkError.notSent },
      summary: networkError.code,
      error: (attempts) =>
        attempts > 1
          ? new NetworkError(
              operation,
              networkError.code,
              networkError.notSent,
              `${networkError.message} (${attempts} attempts)`,
              error,
            )
          : networkError,
    };
  }

  /** An answer with an error status: the service's error, worded once the attempts are known. */
  private statusFailure<T>(
    spec: RequestSpec<T>,
    operation: string,
    answer: {
      status: number;
      responseHeaders: Record<string, string | string[] | undefined>;
      text: string;
    },
  ): AttemptFailed {
    const { status, responseHeaders, text } = answer;
    const retryAfterMs = parseRetryAfter(responseHeaders, this.now());
    return {
      ok: false,
      failure: { type: 'status', status, retryAfterMs },
      summary: `HTTP ${status}`,
      error: (attempts, why) => {
        const error = this.serviceError(operation, spec, status, text, responseHeaders, attempts);
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

  private parseSuccess<T>(
    spec: RequestSpec<T>,
    operation: string,
    status: number,
    text: string,
  ): { ok: true; reply: Reply<T> } | { ok: false; error: ResponseSchemaError } {
    let json: unknown;
    try {
      json = text === '' ? {} : JSON.parse(text);
    } catch {
      return {
        ok: false,
        error: new ResponseSchemaError(
          operation,
          status,
          `the body is not JSON (it starts with ${JSON.stringify(this.snippet(text, 60))})`,
        ),
      };
    }
    return this.checkSuccess(spec, operation, status, json);
  }

  /** A parsed success body held to the envelope and the operation's schema. */
  private checkSuccess<T>(
    spec: RequestSpec<T>,
    operation: string,
    status: number,
    json: unknown,
  ): { ok: true; reply: Reply<T> } | { ok: false; error: ResponseSchemaError } {
    let payload: unknown = json;
    let meta: Meta | undefined;
    if (spec.envelope !== false) {
      const envelope = SuccessEnvelopeSchema.safeParse(json);
      if (!envelope.success) {
        return {
          ok: false,
          error: new ResponseSchemaError(operation, status, describeIssues(envelope.error)),
        };
      }
      payload = envelope.data.data;
      meta = envelope.data.meta;
    }
    const data = spec.schema.safeParse(payload);
    if (!data.success) {
      const root = spec.envelope === false ? '' : 'data';
      return {
        ok: false,
        error: new ResponseSchemaError(
          operation,
          status,
          this.redactor.redact(describeIssues(data.error, root)),
        ),
      };
    }
    return { ok: true, reply: { data: data.data, meta, status } };
  }

  private serviceError(
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
    const serviceMessage = this.redactor.redact(
      envelope ? envelope.message : this.snippet(text, 200),
    );
    const retryAfterMs = parseRetryAfter(headers, this.now());
    const message = describeServiceError({
      names: this.names,
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

  private networkError(operation: string, error: unknown): NetworkError {
    const code = errorCode(error) ?? 'network error';
    const notSent = NOT_SENT_CODES.has(code);
    const host = new URL(this.baseUrl).host;
    const what = notSent
      ? `Could not connect to the service at ${host} (${code})`
      : `The connection to the service at ${host} broke before a complete answer (${code})`;
    return new NetworkError(
      operation,
      code,
      notSent,
      `${what} on ${operation}. Check ${this.names('baseUrl')}, the runner's network and any HTTPS_PROXY/NO_PROXY settings.${this.plainPortHint(code)}`,
      error,
    );
  }

  /**
   * A reset on https:// can be a server that drops a TLS hello on a plain HTTP port (most answer
   * it with HTTP 400, which misdirection.ts names): told as a possibility only, since telling it
   * apart from an outage would take a plain request the client does not send.
   */
  private plainPortHint(code: string): string {
    const url = new URL(this.baseUrl);
    if (code !== 'ECONNRESET' || url.protocol !== 'https:') return '';
    return ` A server that serves plain HTTP on that port can also drop an https connection like this: if that port serves plain HTTP, use http://${url.host}${url.pathname}.`;
  }

  private url(path: string, query?: Record<string, string | number | undefined>): string {
    let url = this.baseUrl + path;
    if (query) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined) params.set(key, String(value));
      }
      const search = params.toString();
      if (search) url += `?${search}`;
    }
    return url;
  }

  private headers(spec: Pick<RequestSpec<unknown>, 'auth' | 'body' | 'headers'>, accept: string) {
    const headers: Record<string, string> = {
      accept,
      'user-agent': USER_AGENT,
      ...spec.headers,
    };
    if (spec.body !== undefined) headers['content-type'] = 'application/json';
    if (spec.auth !== false) {
      if (!this.apiKey) {
        throw new InputError(
          'apiKey',
          `An API key is required for this operation (${this.names('apiKey')}).`,
        );
      }
      headers.authorization = `Bearer ${this.apiKey}`;
    }
    return headers;
  }

  /** Redacted before it is cut: a cut inside a secret must not leave its beginning visible. */
  private snippet(text: string, max: number): string {
    const flat = this.redactor.redact(text).replace(/\s+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max)}...` : flat;
  }
}

/** Closes a body not wanted (or no longer): its connection is not reused, and no error is raised. */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => {});
  body.destroy();
}

/** A configuration mistake as an attempt's failure: tried again only when `retryOnce`. */
function mistakeFailure(error: ConfigurationError, retryOnce: boolean): AttemptFailed {
  return {
    ok: false,
    failure: { type: 'configuration', retryOnce },
    summary: error.problem,
    error: () => error,
  };
}

/** The body is the service's error envelope (2.2): the answer is the service's own. */
function isErrorEnvelope(text: string): boolean {
  try {
    return ErrorEnvelopeSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/**
 * The body as text, at most `max` bytes: past that, reading stops (the connection is closed) and
 * a BodyLimitError names the route and the limit, whatever the service meant to send.
 */
async function readCapped(
  body: Dispatcher.ResponseData['body'],
  max: number,
  operation: string,
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      discard(body);
      throw new BodyLimitError(
        operation,
        `The service's answer to ${operation} is longer than ${formatBytes(max)}, the most read of it, so reading stopped there. The service (or a proxy in front of it) sent more than the interface's answers hold; report it if it stays.`,
      );
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function attemptsText(attempts: number): string {
  return attempts > 1 ? `(${attempts} attempts) ` : '';
}

function errorCode(error: unknown): string | undefined {
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

/**
 * A body read by a RequestSpec's readBody. A body that is not JSON is an answer (checked like a
 * mangled text body); a failure of the connection while reading is thrown as by body.text().
 */
async function readStreamed(
  body: Dispatcher.ResponseData['body'],
  read: (chunks: AsyncIterable<Buffer>) => Promise<unknown>,
): Promise<{ json: unknown } | { syntax: JsonSyntaxError }> {
  try {
    return { json: await read(body) };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    // The rest of the body is not wanted; closing it frees the connection's buffers.
    body.destroy();
    return { syntax: error };
  }
}
