/**
 * What one request to the service is made of, for the transport and the resource modules: the
 * caller's options (signal, deadline), the request's shape, its reply, and the transport's settings.
 */
import type { Dispatcher } from 'undici';
import type { z } from 'zod';
import type { Clock } from '../util/clock.js';
import type { Redactor } from '../util/redaction.js';
import { PACKAGE_NAME, PACKAGE_VERSION } from '../version.js';
import type { Meta } from './payloads.js';
import type { RetryClass, RetrySettings } from './retry.js';
import type { ClientSettingNames } from './setting-names.js';

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
  /**
   * What deadlines, waits and the time limit of each request are counted on; default the
   * system's. `now` and `sleep` below override its parts.
   */
  clock?: Clock;
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

export const USER_AGENT = `${PACKAGE_NAME}/${PACKAGE_VERSION} (node ${process.version}; ${process.platform}-${process.arch})`;
