/**
 * A journey run a step started and did not see finish (killed, timed out, cancelled), cancelled
 * afterwards: the action's post step. Best effort: it says what the service answered.
 */
import { type ClientOptions, ServiceClient, TERMINAL_RUN_STATUSES } from '../client/index.js';
import { cancelJourney } from '../core/cancel.js';
import type { Settings } from '../core/settings.js';
import type { Redactor } from '../util/redaction.js';

export interface LeftJourneyPorts {
  log: { info(line: string): void; warn(line: string): void };
  secrets: Redactor;
  names: ClientOptions['names'];
  client?: Pick<ClientOptions, 'sleep' | 'random' | 'retry' | 'dispatcher'>;
}

/** How long the status read may take before the cancel is sent anyway. */
const STATUS_READ_MS = 10_000;

export async function cancelLeftJourney(
  settings: Pick<Settings, 'baseUrl' | 'apiKey' | 'allowInsecureHttp'>,
  runId: string,
  { log, secrets, names, client: timing }: LeftJourneyPorts,
): Promise<void> {
  const client = new ServiceClient({
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    allowInsecureHttp: settings.allowInsecureHttp,
    names,
    redactor: secrets,
    ...timing,
  });
  try {
    const status = await client.journeys.get(runId, { deadline: Date.now() + STATUS_READ_MS });
    if (TERMINAL_RUN_STATUSES.has(status.status)) {
      log.info(`Journey run ${runId} has ended (${status.status}); nothing to cancel.`);
      return;
    }
    log.info(
      `Journey run ${runId} is still ${status.status}: the main step did not see it finish.`,
    );
  } catch (error) {
    log.info(
      `Could not read journey run ${runId} (${(error as Error).message}); cancelling it anyway.`,
    );
  }
  const { answer, confirmed } = await cancelJourney(client, runId);
  if (confirmed)
    log.info(`Asked the service to cancel journey run ${runId}; it answered ${answer}.`);
  else log.warn(`Journey run ${runId} may still be running at the service: ${answer}.`);
}
