/**
 * Helpers of the emulator tests: plain HTTP calls (no project client, so the emulator is checked
 * on its own), an event-stream reader, and bounded polling.
 */
import { createParser } from 'eventsource-parser';
import { expect } from 'vitest';
import { ErrorEnvelopeSchema, SuccessEnvelopeSchema } from '../src/client/payloads.js';
import type { Emulator } from '../src/emulator/index.js';

export interface ApiAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are inspected field by field
  json: any;
}

export interface CallOptions {
  key?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** One API call under /api/v1; the body is parsed as JSON (null when empty). */
export async function call(
  emulator: Emulator,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== undefined) headers.authorization = `Bearer ${options.key}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${emulator.baseUrl}${path}`, {
    method,
    headers,
    body,
    signal: options.signal ?? AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : null,
  };
}

/** Asserts a success envelope and returns its data. */
export function data(answer: ApiAnswer, status = 200) {
  expect(answer.status, JSON.stringify(answer.json)).toBe(status);
  expect(SuccessEnvelopeSchema.safeParse(answer.json).success).toBe(true);
  return answer.json.data;
}

/** Asserts an error envelope with the status (and code, when given) and returns it. */
export function failure(answer: ApiAnswer, status: number, code?: string) {
  expect(answer.status, JSON.stringify(answer.json)).toBe(status);
  const envelope = ErrorEnvelopeSchema.parse(answer.json);
  expect(answer.json.success).toBe(false);
  expect(answer.json.status).toBe('error');
  expect(Number.isNaN(Date.parse(answer.json.timestamp))).toBe(false);
  if (code) expect(envelope.code).toBe(code);
  return answer.json;
}

export interface StreamFrame {
  id: number;
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: event bodies are inspected field by field
  data: any;
}

/**
 * Reads an event stream to its end (or until `stopAfter` frames). `ended` says whether the
 * server closed it cleanly; `error` holds a transport error (a dropped socket).
 */
export async function readStream(
  emulator: Emulator,
  runId: string,
  options: {
    key: string;
    query?: string;
    lastEventId?: string;
    stopAfter?: number;
    /** Stop reading after the first frame this accepts. */
    until?: (frame: StreamFrame) => boolean;
    timeoutMs?: number;
  },
): Promise<{
  status: number;
  frames: StreamFrame[];
  comments: string[];
  ended: boolean;
  error?: unknown;
}> {
  const headers: Record<string, string> = { authorization: `Bearer ${options.key}` };
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 10_000);
  const frames: StreamFrame[] = [];
  const comments: string[] = [];
  const stopped = () =>
    (options.stopAfter !== undefined && frames.length >= options.stopAfter) ||
    (options.until !== undefined && frames.some(options.until));
  try {
    const response = await fetch(
      `${emulator.baseUrl}/testing/journey-runs/${runId}/stream${options.query ?? ''}`,
      { headers, signal: controller.signal },
    );
    if (!response.ok || !response.body) {
      await response.text();
      return { status: response.status, frames, comments, ended: true };
    }
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const parser = createParser({
      onEvent: (message) =>
        frames.push({
          id: Number(message.id),
          event: message.event ?? '',
          data: JSON.parse(message.data),
        }),
      onComment: (comment) => comments.push(comment.trim()),
    });
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        parser.feed(decoder.decode(chunk, { stream: true }));
        if (stopped()) {
          controller.abort();
          break;
        }
      }
    } catch (error) {
      if (stopped()) return { status: response.status, frames, comments, ended: false };
      return { status: response.status, frames, comments, ended: false, error };
    }
    return { status: response.status, frames, comments, ended: !stopped() };
  } finally {
    clearTimeout(timer);
  }
}

/** Polls `probe` until it returns a value other than undefined (bounded). */
export async function eventually<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  what: string,
  { tries = 400, everyMs = 10 } = {},
): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A registration-form connection request for partner number n. */
export function registration(n: number | string, overrides: Record<string, unknown> = {}) {
  return {
    partnerBaseUrl: `https://cpo-${n}.partner.example/ocpi/versions`,
    ourRole: 'EMSP',
    theirRole: 'CPO',
    ocpiVersion: '2.2.1',
    tokenA: `token-a-${n}-0123456789`,
    ...overrides,
  };
}

/** An existing-credentials connection request for partner number n. */
export function existing(n: number | string, overrides: Record<string, unknown> = {}) {
  return {
    partnerBaseUrl: `https://cpo-${n}.partner.example/ocpi/versions`,
    ourRole: 'EMSP',
    theirRole: 'CPO',
    ocpiVersion: '2.2.1',
    tokenC: `token-c-${n}-0123456789`,
    localTokenB: `token-b-${n}-0123456789`,
    ourPartyId: 'EXA',
    ourCountryCode: 'NL',
    ...overrides,
  };
}

/** The JSON body of a raw fetch response, for field-by-field inspection. */
// biome-ignore lint/suspicious/noExplicitAny: test answers are inspected field by field
export async function jsonOf(response: Response): Promise<any> {
  return response.json();
}
