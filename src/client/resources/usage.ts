/** 4.4 Usage: the account's plan limits and what it has used of them (2.8). */
import { z } from 'zod';
import { count, int, optional } from '../payloads.js';
import type { CallOptions } from '../request.js';
import type { Transport } from '../transport.js';

export class Usage {
  constructor(private readonly transport: Transport) {}

  async get(options: CallOptions = {}) {
    const reply = await this.transport.call(
      {
        method: 'GET',
        path: '/usage',
        schema: UsageSchema,
        retryClass: 'idempotent',
      },
      options,
    );
    return reply.data;
  }
}

// 2.8 Usage.
export const UsageSchema = z.looseObject({
  tier: optional(z.string()),
  plan: optional(z.string()),
  connections: optional(z.looseObject({ active: optional(count()), cap: optional(int()) })),
  apiKeys: optional(z.looseObject({ active: optional(count()), cap: optional(int()) })),
  runs: optional(
    z.looseObject({
      inflight: optional(count()),
      inflightCap: optional(int()),
      perMinuteCap: optional(int()),
      thisMonth: optional(count()),
    }),
  ),
  reportRetentionDays: optional(int()),
  members: optional(z.looseObject({ active: optional(count()) })),
});
export type AccountUsage = z.infer<typeof UsageSchema>;
