/** Sharing (row shared-path): the doctor's own report shared, opened without a key, revoked. */
import { ServiceError } from '../client/index.js';
import { SHARED_REPORT_PATH } from '../client/wire.js';
import type { DoctorContext } from './context.js';
import { describeFailure, type Entry } from './findings.js';

export async function shareReport(ctx: DoctorContext, reportId: string): Promise<void> {
  const row = ctx.finding('shared-path');
  row.sent.push(
    `POST /testing/runs/${reportId}/share, GET ${SHARED_REPORT_PATH}/{token} without a key, DELETE the share`,
  );
  let token: string;
  try {
    token = await ctx.client.shares.create(reportId, ctx.bounds);
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    row.unknown.push(`sharing report ${reportId} was refused: ${describeFailure(error)}`);
    return;
  }
  ctx.client.transport.redactor.add(token);
  try {
    const opened = await ctx.send('GET', `${SHARED_REPORT_PATH}/${encodeURIComponent(token)}`, {
      auth: false,
      route: `${SHARED_REPORT_PATH}/{token}`,
    });
    const id = (opened.data as Entry | undefined)?._id;
    if (id === reportId) row.held.push(`the link opened report ${reportId} (${opened.status})`);
    else row.differs.push(`the link answered ${opened.status} without report ${reportId}`);
  } catch (error) {
    row.differs.push(`the link answered ${describeFailure(error)}`);
  } finally {
    await ctx.client.shares.remove(reportId, ctx.bounds);
  }
}
