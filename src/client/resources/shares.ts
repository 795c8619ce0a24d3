/** 4.2 Shares: a report's share link, made and withdrawn. */
import { z } from 'zod';
import { EmptySchema } from '../payloads.js';
import type { CallOptions } from '../request.js';
import type { Transport } from '../transport.js';
import { pathId } from './operation.js';

export class Shares {
  constructor(private readonly transport: Transport) {}

  /** Shares a report: the token of its public link. */
  async create(id: string, options: CallOptions = {}): Promise<string> {
    const reply = await this.transport.call(
      {
        method: 'POST',
        path: `/testing/runs/${pathId(id, 'report id')}/share`,
        route: '/testing/runs/{id}/share',
        schema: ShareResultSchema,
        retryClass: 'unsafe',
        resource: { kind: 'report', id },
      },
      options,
    );
    return reply.data.shareToken;
  }

  async remove(id: string, options: CallOptions = {}): Promise<void> {
    await this.transport.call(
      {
        method: 'DELETE',
        path: `/testing/runs/${pathId(id, 'report id')}/share`,
        route: '/testing/runs/{id}/share',
        schema: EmptySchema,
        retryClass: 'idempotent',
        resource: { kind: 'report', id },
      },
      options,
    );
  }
}

// 2.9 The answer to a share.
export const ShareResultSchema = z.looseObject({ shareToken: z.string().min(1) });
export type ShareResult = z.infer<typeof ShareResultSchema>;
