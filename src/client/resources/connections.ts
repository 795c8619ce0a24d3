/** 4.1 Connections: create, list and register the partner connections the runs test. */
import { z } from 'zod';
import { InputError } from '../../util/errors.js';
import { describeIssues } from '../../util/schema-issues.js';
import { type Page, skipPages } from '../paging.js';
import type { CallOptions } from '../request.js';
import {
  type Connection,
  ConnectionSchema,
  type CreateConnection,
  CreateConnectionSchema,
} from '../schemas.js';
import type { Transport } from '../transport.js';
import { CONNECTION_LIST_PARAMS, CONNECTION_PAGE_SIZE } from '../wire.js';
import { checkPageSize, pathId } from './operation.js';

export interface ConnectionListQuery {
  direction?: 'inbound' | 'outbound';
  /** Page size, 1..100 (default 50). */
  limit?: number;
  skip?: number;
}

export class Connections {
  constructor(private readonly transport: Transport) {}

  async create(body: CreateConnection, options: CallOptions = {}): Promise<Connection> {
    // Tokens are secrets from the moment we hold them, valid or not.
    const redactor = this.transport.redactor;
    for (const key of ['tokenA', 'tokenC', 'localTokenB'] as const) {
      const value = (body as Partial<Record<string, unknown>>)[key];
      if (typeof value === 'string') redactor.add(value);
    }
    const parsed = CreateConnectionSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new InputError(
        String(issue?.path[0] ?? 'connection'),
        `The connection is invalid: ${redactor.redact(describeIssues(parsed.error))}.`,
      );
    }
    const reply = await this.transport.call(
      {
        method: 'POST',
        path: '/connections',
        body: parsed.data,
        schema: ConnectionSchema,
        retryClass: 'unsafe',
      },
      options,
    );
    return reply.data;
  }

  async list(
    query: ConnectionListQuery = {},
    options: CallOptions = {},
  ): Promise<Page<Connection>> {
    const limit = checkPageSize(query.limit, CONNECTION_PAGE_SIZE, 'limit');
    if (query.skip !== undefined && (!Number.isInteger(query.skip) || query.skip < 0)) {
      throw new InputError('skip', `skip must be a whole number of 0 or more, not ${query.skip}.`);
    }
    if (query.direction !== undefined && !['inbound', 'outbound'].includes(query.direction)) {
      throw new InputError('direction', 'direction must be "inbound" or "outbound".');
    }
    const reply = await this.transport.call(
      {
        method: 'GET',
        path: '/connections',
        query: {
          [CONNECTION_LIST_PARAMS.direction]: query.direction,
          [CONNECTION_LIST_PARAMS.limit]: limit,
          [CONNECTION_LIST_PARAMS.skip]: query.skip,
        },
        schema: z.array(ConnectionSchema),
        retryClass: 'idempotent',
      },
      options,
    );
    return { items: reply.data, meta: reply.meta };
  }

  /** Every page of the connection list. */
  pages(
    query: Omit<ConnectionListQuery, 'skip'> = {},
    options: CallOptions = {},
  ): AsyncGenerator<Page<Connection>> {
    const limit = checkPageSize(query.limit, CONNECTION_PAGE_SIZE, 'limit');
    return skipPages(
      'GET /connections',
      limit ?? CONNECTION_PAGE_SIZE.default,
      (skip) => this.list({ ...query, limit, skip: skip || undefined }, options),
      (connection) => connection._id,
    );
  }

  async register(id: string, options: CallOptions = {}): Promise<Connection> {
    const reply = await this.transport.call(
      {
        method: 'POST',
        path: `/connections/${pathId(id, 'connection id')}/register`,
        route: '/connections/{id}/register',
        schema: ConnectionSchema,
        retryClass: 'unsafe',
        resource: { kind: 'connection', id },
      },
      options,
    );
    return reply.data;
  }
}
