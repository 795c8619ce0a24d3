/**
 * The recovery field (row recovery-field): two recovery bodies to a journey run that has ended,
 * where no decision applies, so that nothing can be acted on.
 */
import { type JourneyRunStatus, ServiceError } from '../client/index.js';
import { RECOVERY_DECISION_FIELD } from '../client/wire.js';
import type { DoctorContext } from './context.js';
import { describeFailure, missesField } from './findings.js';
import { errorShape } from './shapes.js';

/** A decision no service offers: refused wherever it is read. */
const PROBE_DECISION = 'ocpi-conformance-doctor-probe';

/**
 * Ours, naming a decision nobody offers, and one without the field. A service that reads our
 * field answers them differently; one that reads another field finds none in ours.
 */
export async function probeRecovery(
  ctx: DoctorContext,
  runId: string,
  status: JourneyRunStatus,
): Promise<void> {
  const row = ctx.finding('recovery-field');
  const path = `/testing/journey-runs/${encodeURIComponent(runId)}/recovery`;
  const route = '/testing/journey-runs/{id}/recovery';
  const version = status.recoveryVersion ?? 0;
  row.sent.push(
    `POST ${route} on the ${status.status} run: {${RECOVERY_DECISION_FIELD}: "${PROBE_DECISION}", recoveryVersion: ${version}}, then {recoveryVersion: ${version}}`,
  );
  const withField = await refusal(ctx, path, route, {
    [RECOVERY_DECISION_FIELD]: PROBE_DECISION,
    recoveryVersion: version,
  });
  const without = await refusal(ctx, path, route, { recoveryVersion: version });
  if (withField.accepted) {
    row.differs.push(`the service accepted a decision it never offered (${withField.text})`);
  } else if (withField.error && missesField(withField.error, RECOVERY_DECISION_FIELD)) {
    row.differs.push(`with "${RECOVERY_DECISION_FIELD}" sent, it answered ${withField.text}`);
  } else if (withField.text !== without.text) {
    row.held.push(
      `it read "${RECOVERY_DECISION_FIELD}": ${withField.text}; without it: ${without.text}`,
    );
  } else {
    row.unknown.push(
      `both bodies got ${withField.text}: it refused the run's state before reading the body`,
    );
  }
}

/** A body sent to be refused: whether it was accepted, and the answer in a few words. */
async function refusal(
  ctx: DoctorContext,
  path: string,
  route: string,
  body: Record<string, unknown>,
): Promise<{ accepted: boolean; text: string; error?: ServiceError }> {
  try {
    const answer = await ctx.send('POST', path, { body, route });
    return { accepted: true, text: String(answer.status) };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    errorShape(ctx, error);
    return { accepted: false, text: describeFailure(error), error };
  }
}
