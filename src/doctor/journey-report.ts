/**
 * A journey's report in the run list (row report-run-id): it carries the journey's run id. Without
 * --sandbox-runs that is how a journey run of the account is found to be read; with it, the
 * doctor's own journey report is looked for.
 */
import { REPORT_RUN_ID_FIELD, RUN_LIST_PARAMS } from '../client/wire.js';
import type { DoctorContext } from './context.js';
import { items, JOURNEY_ROWS } from './findings.js';
import { DOCTOR_LIMITS } from './limits.js';

/** No journey run to read: the rows it would be read for are left unchecked, for this reason. */
export function noJourney(ctx: DoctorContext, why: string): void {
  for (const id of ['report-run-id', ...JOURNEY_ROWS]) ctx.finding(id).unknown.push(why);
}

/** Without --sandbox-runs: a journey run from the run list (its report carries the run id). */
export async function findJourney(ctx: DoctorContext): Promise<string | undefined> {
  const row = ctx.finding('report-run-id');
  const P = RUN_LIST_PARAMS;
  let cursor: string | undefined;
  row.sent.push(
    `up to ${DOCTOR_LIMITS.journeySearchPages} pages of ?${P.limit}=5, for a journey report`,
  );
  const seen = new Set<unknown>();
  for (let read = 0; read < DOCTOR_LIMITS.journeySearchPages; read++) {
    const answer = await ctx.send('GET', '/testing/runs', {
      query: { [P.limit]: 5, [P.cursor]: cursor },
    });
    const page = items(answer);
    if (page.every((e) => seen.has(e._id))) break;
    for (const entry of page) seen.add(entry._id);
    const journey = page.find(
      (e) =>
        typeof e[REPORT_RUN_ID_FIELD] === 'string' ||
        (typeof e.runKind === 'string' && e.runKind !== 'conformance'),
    );
    if (journey) {
      const runId = journey[REPORT_RUN_ID_FIELD];
      if (typeof runId === 'string' && runId !== '') {
        row.held.push(`journey report ${String(journey._id)} carries run id ${runId}`);
        return runId;
      }
      row.differs.push(
        `report ${String(journey._id)} (runKind ${JSON.stringify(journey.runKind)}) carries no ${REPORT_RUN_ID_FIELD}`,
      );
      noJourney(ctx, `its report carries no ${REPORT_RUN_ID_FIELD} to read the run by`);
      return undefined;
    }
    const next = answer.meta?.nextCursor;
    if (typeof next !== 'string' || next === '') break;
    cursor = next;
  }
  noJourney(ctx, 'no journey run in the newest runs of the list: --sandbox-runs runs one');
  return undefined;
}

/** The doctor's own journey report in the run list carries the run id. */
export async function checkOwnReportRunId(ctx: DoctorContext, runId: string): Promise<void> {
  const row = ctx.finding('report-run-id');
  const reportId = ctx.created.journeyReportId;
  row.sent.push(`GET /testing/runs?${RUN_LIST_PARAMS.limit}=5, for report ${reportId ?? '(none)'}`);
  const entries = items(
    await ctx.send('GET', '/testing/runs', { query: { [RUN_LIST_PARAMS.limit]: 5 } }),
  );
  const entry = entries.find((e) => e._id === reportId);
  if (!entry) row.unknown.push(`report ${reportId ?? '(none)'} is not among the newest five`);
  else if (entry[REPORT_RUN_ID_FIELD] === runId)
    row.held.push(`report ${reportId} carries run id ${runId}`);
  else {
    row.differs.push(
      `report ${reportId} carries ${REPORT_RUN_ID_FIELD} ${JSON.stringify(entry[REPORT_RUN_ID_FIELD] ?? null)}, not ${runId}`,
    );
  }
}
