/**
 * What every probe of the doctor shares: the findings by row, the client it sends through, the
 * deadline and the count of requests sent (DOCTOR_LIMITS bound both), and what it created in the
 * account. A probe is a function of this context; it sends each request as it is (`send`).
 */
import { z } from 'zod';
import type { CallOptions, ServiceClient } from '../client/index.js';
import { type Answer, Finding } from './findings.js';
import { DOCTOR_LIMITS } from './limits.js';

export interface DoctorOptions {
  sandboxRuns: boolean;
  signal?: AbortSignal;
  /** One line per step, for the log. */
  progress?: (line: string) => void;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * Reports the sandbox runs left in the account (never deleted: they are the evidence), and the
 * plan its journey preview saved (without --sandbox-runs too; nothing runs from it).
 */
export interface Created {
  conformanceReportId?: string;
  journeyRunId?: string;
  journeyReportId?: string;
  previewPlanId?: string;
}

/** How one request is sent as it is: its query, body, key and envelope, and its route's words. */
export interface SendOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  auth?: boolean;
  envelope?: boolean;
  route?: string;
  timeoutMs?: number;
}

export class DoctorContext {
  readonly sandboxRuns: boolean;
  readonly signal: AbortSignal | undefined;
  readonly now: () => number;
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly started: number;
  readonly deadline: number;
  readonly created: Created = {};
  /** Whether the cancel of its own journey was sent. */
  cancelSent = false;
  private readonly findings = new Map<string, Finding>();
  /** The transport's count when the doctor began: requests() is what it sent since. */
  private readonly sentBefore: number;

  constructor(
    readonly client: ServiceClient,
    options: DoctorOptions,
  ) {
    this.sandboxRuns = options.sandboxRuns;
    this.signal = options.signal;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms, signal) => client.transport.sleep(ms, signal));
    this.started = this.now();
    this.sentBefore = client.transport.requestsSent;
    this.deadline =
      this.started + (options.sandboxRuns ? DOCTOR_LIMITS.sandboxRunsMs : DOCTOR_LIMITS.readOnlyMs);
  }

  /** The finding of a row (an id of the assumptions table), made when first asked for. */
  finding(id: string): Finding {
    let finding = this.findings.get(id);
    if (!finding) {
      finding = new Finding();
      this.findings.set(id, finding);
    }
    return finding;
  }

  /** The interrupt and the deadline every request of the doctor carries. */
  get bounds(): CallOptions {
    return { signal: this.signal, deadline: this.deadline };
  }

  /** Requests sent since the doctor began (the client retries a failed one at most once more). */
  requests(): number {
    return this.client.transport.requestsSent - this.sentBefore;
  }

  /**
   * One request as it is: status, payload, paging, time taken. Errors are thrown as the client's.
   */
  async send(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    options: SendOptions = {},
  ): Promise<Answer> {
    const reply = await this.client.transport.call(
      {
        method,
        path,
        route: options.route,
        query: options.query,
        body: options.body,
        auth: options.auth,
        envelope: options.envelope,
        schema: z.unknown(),
        retryClass: method === 'POST' ? 'unsafe' : 'idempotent',
        timeoutMs: options.timeoutMs,
        maxBytes: path === '/testing/runs' ? 64 * 1024 * 1024 : undefined,
      },
      this.bounds,
    );
    return {
      status: reply.status,
      data: reply.data,
      meta: reply.meta as Record<string, unknown> | undefined,
    };
  }
}
