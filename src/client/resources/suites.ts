/** 4.2 Suites: what the service can test (no authentication, no envelope); the listing (2.7). */
import { z } from 'zod';
import { count, int, optional } from '../payloads.js';
import type { CallOptions } from '../request.js';
import type { Transport } from '../transport.js';

export class Suites {
  constructor(private readonly transport: Transport) {}

  async list(options: CallOptions = {}) {
    const reply = await this.transport.call(
      {
        method: 'GET',
        path: '/testing/suites',
        auth: false,
        envelope: false,
        schema: SuiteListingSchema,
        retryClass: 'idempotent',
      },
      options,
    );
    return reply.data;
  }
}

// 2.7 Suite listing (no envelope).
export const SuiteEntrySchema = z.looseObject({
  id: z.string(),
  name: optional(z.string()),
  module: z.string(),
  version: z.string(),
  test_count: optional(count()),
  description: optional(z.string()),
  tags: optional(z.array(z.string())),
  group: optional(z.string()),
  order: optional(int()),
  mandatory: optional(z.boolean()),
});
export type SuiteEntry = z.infer<typeof SuiteEntrySchema>;

export const SuiteListingSchema = z.looseObject({
  total_suites: optional(count()),
  suites: z.array(SuiteEntrySchema),
  endpoint: optional(z.string()),
  version: optional(z.string()),
  description: optional(z.string()),
});
export type SuiteListing = z.infer<typeof SuiteListingSchema>;
