/**
 * The connections (rows connection-list and shape-connection): the list's shape, and whether
 * limit, skip and direction are read.
 */
import { type Connection, ConnectionSchema } from '../client/index.js';
import { CONNECTION_LIST_PARAMS } from '../client/wire.js';
import { plural } from '../util/text.js';
import type { DoctorContext } from './context.js';
import { ids, items } from './findings.js';
import { checkShape } from './shapes.js';

export async function checkConnections(ctx: DoctorContext): Promise<Connection[]> {
  const row = ctx.finding('connection-list');
  const { limit, skip, direction } = CONNECTION_LIST_PARAMS;
  ctx.finding('shape-connection').sent.push('GET /connections');
  const all = items(await ctx.send('GET', '/connections'));
  const connections: Connection[] = [];
  for (const [index, entry] of all.entries()) {
    const parsed = checkShape(
      ctx,
      'shape-connection',
      `connection ${index}`,
      entry,
      ConnectionSchema,
      true,
    );
    if (parsed) connections.push(parsed);
  }
  if (all.length > 0 && ctx.finding('shape-connection').differs.length === 0) {
    ctx.finding('shape-connection').held.push(`${plural(all.length, 'connection')} as shown`);
  }

  row.sent.push(`?${limit}=1`);
  const first = items(await ctx.send('GET', '/connections', { query: { [limit]: 1 } }));
  if (first.length > 1) row.differs.push(`?${limit}=1 listed ${first.length} connections`);
  else if (all.length >= 2) row.held.push(`?${limit}=1 listed 1`);
  if (all.length >= 2) {
    row.sent.push(`?${limit}=1&${skip}=1`);
    const second = items(
      await ctx.send('GET', '/connections', { query: { [limit]: 1, [skip]: 1 } }),
    );
    if (second[0] !== undefined && second[0]._id === first[0]?._id) {
      row.differs.push(`?${skip}=1 listed ${String(second[0]._id)} again`);
    } else row.held.push(`?${skip}=1 listed the next one`);
  } else {
    row.unknown.push(
      `${limit} and ${skip}: the account has ${plural(all.length, 'connection')}, paging needs two`,
    );
  }
  row.sent.push(`?${direction}=inbound, ?${direction}=outbound`);
  const inbound = ids(
    items(await ctx.send('GET', '/connections', { query: { [direction]: 'inbound' } })),
  );
  const outbound = ids(
    items(await ctx.send('GET', '/connections', { query: { [direction]: 'outbound' } })),
  );
  const both = [...inbound].filter((id) => outbound.has(id));
  if (both.length > 0) {
    row.differs.push(`${both[0]} listed as both inbound and outbound (${direction} ignored)`);
  } else if (all.length > 0) {
    row.held.push(
      `${direction} split ${plural(all.length, 'connection')} into ${inbound.size} inbound, ${outbound.size} outbound`,
    );
  } else row.unknown.push(`${direction}: the account has no connection`);
  return connections;
}
