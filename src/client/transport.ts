/**
 * HTTP transport of the service client: one request with its headers, time limit, parsing and
 * error mapping, and the retry loop around it. What a request is: request.ts; its answer held to
 * the interface: answers.ts; its failures and their errors: failures.ts; the retry rules: retry.ts;
 * answers that are not the service's: misdirection.ts.
 *
 * Built on undici's `request` with an injectable dispatcher. The default dispatcher is an
 * EnvHttpProxyAgent: keep-alive connections, HTTP(S)_PROXY and NO_PROXY honoured.
 */
import { type Dispatcher, EnvHttpProxyAgent, request } from 'undici';
import { type Clock, systemClock } from '../util/clock.js';
import { InputError } from '../util/errors.js';
import type { JsonSyntaxError } from '../util/json-scan.js';
import type { Redactor } from '../util/redaction.js';
import { checkSuccess, parseSuccess } from './answers.js';
import { checkBaseUrl } from './base-url.js';
import { discard, isErrorEnvelope, readCapped, readStreamed } from './bodies.js';
import {
  AbortedError,
  BodyLimitError,
  DeadlineError,
  formatSeconds,
  ResponseSchemaError,
} from './errors.js';
import {
  type AttemptFailed,
  errorCode,
  mistakeFailure,
  networkError,
  sendFailure,
  serviceError,
  statusFailure,
} from './failures.js';
import { answerMistake, connectionMistake, isHtml, redirectMistake } from './misdirection.js';
import {
  type CallOptions,
  type ClientLogger,
  DEFAULT_REQUEST_TIMEOUT_MS,
  MAX_BODY_BYTES,
  type Reply,
  type RequestSpec,
  silentLogger,
  type TransportSettings,
  USER_AGENT,
} from './request.js';
import { DEFAULT_RETRY, decideRetry, nextDelay, type RetrySettings } from './retry.js';
import { type ClientSettingNames, SETTING_KEYS } from './setting-names.js';

/** An answer received whole: its status, headers, and body as text or as read by readBody. */
interface Answer {
  status: number;
  responseHeaders: Record<string, string | string[] | undefined>;
  text: string;
  body: { json: unknown } | { syntax: JsonSyntaxError } | undefined;
}

let sharedDispatcher: Dispatcher | undefined;
/** One keep-alive, proxy-aware agent per process, created on first use. */
function defaultDispatcher(): Dispatcher {
  sharedDispatcher ??= new EnvHttpProxyAgent({ keepAliveTimeout: 30_000 });
  return sharedDispatcher;
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
  /** What the deadlines and the time limits of requests are counted on. */
  readonly clock: Clock;
  readonly now: () => number;
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** HTTP requests sent so far, retries and streams included (the doctor reports the count). */
  requestsSent = 0;

  constructor(settings: TransportSettings) {
    this.redactor = settings.redactor;
    this.names = settings.names ?? SETTING_KEYS;
    // Register the key before anything can print: a failure below must not echo it.
    this.redactor.add(settings.apiKey);
    this.baseUrl = checkBaseUrl(settings.baseUrl, {
      allowInsecureHttp: settings.allowInsecureHttp === true,
      names: this.names,
    });
    this.apiKey = settings.apiKey || undefined;
    this.dispatcher = settings.dispatcher ?? defaultDispatcher();
    this.retry = { ...DEFAULT_RETRY, ...settings.retry };
    this.requestTimeoutMs = settings.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    this.random = settings.random ?? Math.random;
    const clock = settings.clock ?? systemClock;
    this.clock = clock;
    this.now = settings.now ?? (() => clock.now());
    this.sleep = settings.sleep ?? ((ms, signal) => clock.sleep(ms, signal));
    const log = settings.log ?? silentLogger;
    this.log = {
      debug: (message) => log.debug(this.redactor.redact(message)),
      warn: (message) => log.warn(this.redactor.redact(message)),
    };
  }

  /**
   * Sends a request and retries it by the rules of retry.ts. A start (`retryClass: 'start'`) is
   * sent again only when it surely did not reach the service; any other failure of it is thrown
   * marked `mayHaveTakenEffect`, for the caller to find out (resources/starts.ts).
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
        networkError(this, operation, error)
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
      throw serviceError(this, operation, spec, response.statusCode, text, response.headers, 1);
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
    const answer = await this.send(spec, operation, options);
    if ('failure' in answer) return answer;
    const { status, responseHeaders, text, body } = answer;
    const mistake = answerMistake(
      operation,
      { status, headers: responseHeaders, text, enveloped: status >= 400 && isErrorEnvelope(text) },
      this.names,
    );
    if (mistake) return mistakeFailure(mistake, false);
    if (status >= 400)
      return statusFailure(this, spec, operation, { status, responseHeaders, text });

    const parsed =
      body === undefined
        ? parseSuccess(this.redactor, spec, operation, status, text)
        : 'syntax' in body
          ? {
              ok: false as const,
              error: new ResponseSchemaError(
                operation,
                status,
                this.redactor.redact(body.syntax.message),
              ),
            }
          : checkSuccess(this.redactor, spec, operation, status, body.json);
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

  /**
   * One request on the wire, within its time limit and the deadline, and its body read: the
   * answer, or the failure of a request that got none (or a redirect, which is not followed).
   */
  private async send<T>(
    spec: RequestSpec<T>,
    operation: string,
    options: CallOptions,
  ): Promise<Answer | AttemptFailed> {
    const url = this.url(spec.path, spec.query);
    const headers = this.headers(spec, 'application/json');
    const limit = spec.timeoutMs ?? this.requestTimeoutMs;
    const untilDeadline =
      options.deadline === undefined ? Number.POSITIVE_INFINITY : options.deadline - this.now();
    const timeoutMs = Math.max(1, Math.min(limit, untilDeadline));
    const cappedByDeadline = untilDeadline < limit;
    const timeLimit = this.clock.limit(timeoutMs, operation);
    const timeout = timeLimit.signal;
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    // undici's own timers count real time: they back up the system clock's limit, not another's.
    const undiciTimeoutMs = this.clock === systemClock ? timeoutMs : undefined;
    const started = this.now();
    this.log.debug(`-> ${spec.method} ${url.slice(this.baseUrl.length)}`);
    this.requestsSent++;

    let status: number;
    let responseHeaders: Record<string, string | string[] | undefined>;
    let text = '';
    let body: Answer['body'];
    try {
      const response = await request(url, {
        method: spec.method,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        dispatcher: this.dispatcher,
        signal,
        headersTimeout: undiciTimeoutMs,
        bodyTimeout: undiciTimeoutMs,
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
      return sendFailure(this, operation, error, {
        timedOut: timeout.aborted,
        timeoutMs,
        cappedByDeadline,
      });
    } finally {
      timeLimit.clear();
    }
    this.log.debug(`<- ${status} ${operation} in ${this.now() - started} ms`);
    return { status, responseHeaders, text, body };
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
}
