/**
 * Share tokens of reports (interface 4.2): issued by the owner, one per report until revoked,
 * opened without an account, and dead once revoked or once the report is deleted or expired.
 * Sharing a report about the owner's own endpoint needs the ci-handoff capability; a report
 * about the sandbox can be shared on any plan.
 */
import { randomBytes } from 'node:crypto';
import { ApiError } from './api-error.js';
import type { ConnectionStore } from './connection-store.js';
import type { OwnerStore } from './owner-store.js';
import { hasCapability, planWith } from './plans.js';
import type { RunRecord } from './records.js';
import type { RunStore } from './run-store.js';

export class ShareStore {
  /** Share token -> report id. */
  private readonly tokens = new Map<string, string>();

  constructor(
    private readonly owners: OwnerStore,
    private readonly connections: ConnectionStore,
    private readonly runs: RunStore,
  ) {}

  /** The report's share token, issued on first request (the same one until revoked). */
  share(ownerId: string, reportId: string): string {
    const run = this.runs.owned(ownerId, reportId);
    const plan = this.owners.planOf(ownerId);
    const connection = this.connections.get(run.connectionId);
    if (connection.kind === 'external' && !hasCapability(plan, 'ci-handoff')) {
      const rung = planWith(plan, 'ci-handoff');
      throw new ApiError(
        402,
        'capability_required',
        `Sharing a report about your own endpoint needs a current plan with the "ci-handoff" capability, which the ${plan} plan lacks${rung ? `; the ${rung} plan includes it` : ''}. Reports about the sandbox can be shared on any plan.`,
        { capability: 'ci-handoff' },
      );
    }
    if (!run.shareToken) {
      run.shareToken = `shr_${randomBytes(18).toString('base64url')}`;
      this.tokens.set(run.shareToken, run.reportId);
    }
    return run.shareToken;
  }

  unshare(ownerId: string, reportId: string): void {
    this.revoke(this.runs.owned(ownerId, reportId));
  }

  /** Revokes the run's token, if it has one (unshare, and deletion of the report). */
  revoke(run: RunRecord): void {
    if (run.shareToken) this.tokens.delete(run.shareToken);
    run.shareToken = undefined;
  }

  /** The report a share token opens, as the run list shows it; else 404. */
  open(token: string): Record<string, unknown> {
    const reportId = this.tokens.get(token);
    const run = reportId === undefined ? undefined : this.runs.find(reportId);
    // The token is not quoted: it is a credential to the report.
    if (!run || !this.runs.live(run)) {
      throw new ApiError(
        404,
        'not_found',
        'No shared report answers to this link; it may have been revoked or deleted.',
      );
    }
    return this.runs.reportView(run);
  }
}
