/** 4.2 Suites: what the service can test (no authentication, no envelope). */
import type { CallOptions } from '../request.js';
import { SuiteListingSchema } from '../schemas.js';
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
