/**
 * 4.1 Connections: create, list and register the partner connections the runs test; the
 * connection (2.3) and its creation request (2.4).
 */
import { z } from 'zod';
import { InputError } from '../../util/errors.js';
import { describeIssues } from '../../util/schema-issues.js';
import { type Page, skipPages } from '../paging.js';
import { OCPI_VERSIONS, optional } from '../payloads.js';
import type { CallOptions } from '../request.js';
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

export const CONNECTION_ROLES = ['CPO', 'EMSP', 'HUB', 'NAP', 'NSP', 'OTHER', 'SCSP'] as const;
export const CONNECTION_STATUSES = ['pending', 'registered', 'failed'] as const;
export const CONNECTION_KINDS = ['external', 'sandbox'] as const;
export type ConnectionRole = (typeof CONNECTION_ROLES)[number];

// 2.3 Connection.
export const ConnectionSchema = z.looseObject({
  _id: z.string(),
  partnerBaseUrl: z.string(),
  ourRole: z.string(),
  theirRole: z.string(),
  ocpiVersion: z.string(),
  status: z.string(),
  kind: optional(z.string()),
  lastError: optional(z.string()),
});
export type Connection = z.infer<typeof ConnectionSchema>;

/** A connection without `kind` predates the sandbox and is external (2.3). */
export function connectionKind(connection: Connection): string {
  return connection.kind ?? 'external';
}

// 2.4 Connection creation request. Validated before sending: bad input never costs a request.
const role = z.enum(CONNECTION_ROLES);
const ocpiVersion = z.enum(OCPI_VERSIONS);
export const CreateConnectionSchema = z
  .strictObject({
    partnerBaseUrl: z.url({
      message: 'must be an absolute URL such as https://partner.example/ocpi/versions',
    }),
    ourRole: role,
    theirRole: role,
    ocpiVersion,
    tokenA: z.string().min(1).optional(),
    tokenC: z.string().min(1).optional(),
    localTokenB: z.string().min(1).optional(),
    ourPartyId: z.string().min(1).max(3, { message: 'must be at most 3 characters' }).optional(),
    ourCountryCode: z
      .string()
      .regex(/^[A-Za-z]{2}$/, { message: 'must be exactly 2 letters (ISO 3166 alpha-2)' })
      .optional(),
  })
  .superRefine((body, ctx) => {
    const registration = body.tokenA !== undefined;
    const existing = body.tokenC !== undefined;
    if (registration && existing) {
      ctx.addIssue({
        code: 'custom',
        path: ['tokenA'],
        message: 'use either tokenA (registration) or tokenC (existing credentials), not both',
      });
      return;
    }
    if (!registration && !existing) {
      ctx.addIssue({
        code: 'custom',
        path: ['tokenA'],
        message: 'one of tokenA (registration) or tokenC (existing credentials) is required',
      });
      return;
    }
    if (registration) {
      for (const field of ['localTokenB', 'ourPartyId', 'ourCountryCode'] as const) {
        if (body[field] !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: 'is only allowed with tokenC (existing credentials), not with tokenA',
          });
        }
      }
      return;
    }
    for (const field of ['ourPartyId', 'ourCountryCode'] as const) {
      if (body[field] === undefined) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'is required with tokenC' });
      }
    }
  });
export type CreateConnection = z.infer<typeof CreateConnectionSchema>;
