/** 4.4 Usage: the account's plan limits and what it has used of them. */
import type { CallOptions } from '../request.js';
import { UsageSchema } from '../schemas.js';
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
