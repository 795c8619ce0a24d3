/**
 * The run list (rows run-list, shape-report, start-lookup): page size, cursor and filters; the
 * newest report's shape, and whether reports carry the seed that finds a lost start.
 */
import { OCPI_VERSIONS, RUN_STATUSES, RunReportSchema, ServiceError } from '../client/index.js';
import { RUN_LIST_PARAMS } from '../client/wire.js';
import type { DoctorContext } from './context.js';
import { type Entry, items } from './findings.js';
import { checkShape } from './shapes.js';

/** An id no connection has: a filter the service reads lists nothing for it. */
const PROBE_ID = 'ocpi-conformance-doctor-no-such-connection';

/** Reads the run list; its first page (of one report), for the journey search that follows. */
export async function checkRunList(ctx: DoctorContext): Promise<Entry[]> {
  const row = ctx.finding('run-list');
  const P = RUN_LIST_PARAMS;
  row.sent.push(`?${P.limit}=1`);
  const firstPage = await ctx.send('GET', '/testing/runs', { query: { [P.limit]: 1 } });
  const first = items(firstPage);
  const report = ctx.finding('shape-report');
  report.sent.push('the newest report in the run list');
  if (first.length > 1) row.differs.push(`?${P.limit}=1 listed ${first.length} reports`);
  if (first.length === 0) {
    row.unknown.push('the run list is empty: --sandbox-runs adds two runs');
    ctx.finding('start-lookup').unknown.push('the run list is empty');
    report.unknown.push('the run list is empty');
    return [];
  }
  const newest = first[0]!;
  checkShape(ctx, 'shape-report', `report ${String(newest._id)}`, newest, RunReportSchema);
  const cursor = firstPage.meta?.nextCursor;
  if (typeof cursor === 'string' && cursor !== '') {
    row.sent.push(`?${P.limit}=1&${P.cursor}=…`);
    const next = items(
      await ctx.send('GET', '/testing/runs', { query: { [P.limit]: 1, [P.cursor]: cursor } }),
    );
    if (next[0] !== undefined && next[0]._id === newest._id) {
      row.differs.push(`?${P.cursor}= gave the first page again (${String(newest._id)})`);
    } else row.held.push(`?${P.limit}=1 and ?${P.cursor}= paged on`);
  } else row.unknown.push(`${P.cursor}: the list has one report, or no nextCursor`);

  await checkFilters(ctx, newest);
  checkSeed(ctx, newest);
  return first;
}

/** The status, version and connection filters, each asked for what the newest report is not. */
async function checkFilters(ctx: DoctorContext, newest: Entry): Promise<void> {
  const row = ctx.finding('run-list');
  const P = RUN_LIST_PARAMS;
  const status = RUN_STATUSES.find((s) => s !== newest.status)!;
  row.sent.push(`?${P.status}=${status}`);
  const byStatus = items(
    await ctx.send('GET', '/testing/runs', { query: { [P.status]: status, [P.limit]: 5 } }),
  );
  const wrongStatus = byStatus.find((e) => e.status !== status);
  if (wrongStatus)
    row.differs.push(
      `?${P.status}=${status} listed a ${String(wrongStatus.status)} report (filter ignored)`,
    );
  else row.held.push(`?${P.status}=${status} listed only ${status} reports`);

  if (typeof newest.ocpiVersion === 'string') {
    const version = OCPI_VERSIONS.find((v) => v !== newest.ocpiVersion)!;
    row.sent.push(`?${P.ocpiVersion}=${version}`);
    const byVersion = items(
      await ctx.send('GET', '/testing/runs', {
        query: { [P.ocpiVersion]: version, [P.limit]: 5 },
      }),
    );
    const wrongVersion = byVersion.find(
      (e) => typeof e.ocpiVersion === 'string' && e.ocpiVersion !== version,
    );
    if (wrongVersion) {
      row.differs.push(
        `?${P.ocpiVersion}=${version} listed a ${String(wrongVersion.ocpiVersion)} report (filter ignored)`,
      );
    } else row.held.push(`?${P.ocpiVersion}=${version} listed only ${version} reports`);
  }
  for (const name of [P.connectionId, P.targetId]) {
    row.sent.push(`?${name}=<an id no connection has>`);
    try {
      const listed = items(
        await ctx.send('GET', '/testing/runs', { query: { [name]: PROBE_ID, [P.limit]: 1 } }),
      );
      if (listed.length > 0)
        row.differs.push(
          `?${name}= for a connection that does not exist listed reports (filter ignored)`,
        );
      else row.held.push(`?${name}= listed nothing for an unknown connection`);
    } catch (error) {
      if (error instanceof ServiceError && [400, 404, 422].includes(error.status)) {
        row.held.push(`?${name}= was refused for an unknown connection (${error.status})`);
      } else throw error;
    }
  }
}

/** The seed of the newest report, unless the doctor's own run already showed the lookup. */
function checkSeed(ctx: DoctorContext, newest: Entry): void {
  const lookup = ctx.finding('start-lookup');
  if (!ctx.sandboxRuns || lookup.verdict() === 'not checked') {
    lookup.sent.push('the seed of the newest report');
    if (typeof newest.seed === 'string' && newest.seed !== '') {
      lookup.held.push('listed reports carry their seed, which finds a lost start');
    } else
      lookup.differs.push(
        `report ${String(newest._id)} carries no seed: a lost start cannot be found`,
      );
  }
}
