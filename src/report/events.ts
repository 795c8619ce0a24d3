/**
 * The gate's events as log lines, for both front ends: what a person reading a CI log wants to
 * see as the gate goes. Pure: the same event gives the same lines. Events that only move a
 * progress display (a status read, the report read, the grade) give none; `group` and `groupEnd`
 * open and close a collapsible block where the log has them.
 */
import type { Connection } from '../client/index.js';
import type { GateEvent } from '../core/model.js';
import { eventFields } from '../util/event-fields.js';
import { formatDuration } from '../util/numbers.js';
import { inertLine, plural } from '../util/text.js';
import { baselineOrigin } from './baseline-text.js';

export interface EventLine {
  level: 'info' | 'warn' | 'debug' | 'group' | 'groupEnd';
  text: string;
}

const info = (text: string): EventLine[] => [{ level: 'info', text }];

/**
 * The lines of one event, each exactly one line: service text in it (a journey event's values, a
 * stage's name, a status) is made inert (inertLine), so that a line feed, a carriage return or a
 * terminal control in it cannot start, overwrite or restyle a line of the log. `redact` masks
 * service text before a value is cut, and the whole line before it is made inert (the log masks
 * the line again on its way out).
 */
export function eventLines(event: GateEvent, redact?: (text: string) => string): EventLine[] {
  return rawEventLines(event, redact).map((line) => ({
    level: line.level,
    text: inertLine(redact ? redact(line.text) : line.text),
  }));
}

function rawEventLines(event: GateEvent, redact?: (text: string) => string): EventLine[] {
  switch (event.type) {
    case 'connection-resolved':
      return info(connectionLine(event.connection, event.source));
    case 'handshake':
      return info(handshakeLine(event));
    case 'run-starting':
      return info(
        `Starting a conformance run on ${event.connectionId}${event.module ? ` (module ${event.module})` : ' (all modules)'} with seed "${event.seed}".`,
      );
    case 'slot-busy':
      return info(
        `All ${event.cap} run slots of the plan are in use (${event.used} in flight); waiting for one to free up before starting${event.waitedMs > 0 ? ` (waiting ${formatDuration(event.waitedMs)})` : ''}.`,
      );
    case 'run-started':
      return runStartedLines(event);
    case 'waiting':
      return info(
        event.changed
          ? `Run ${event.reportId}: ${event.status}${event.draining ? ' (queue draining)' : ''} after ${formatDuration(event.elapsedMs)}.`
          : `Still waiting for run ${event.reportId}: ${event.status} after ${formatDuration(event.elapsedMs)}.`,
      );
    case 'journey-planned':
      return journeyPlanLines(event);
    case 'journey-following':
      return [{ level: 'group', text: `Journey events (run ${event.runId})` }];
    case 'journey-followed':
      return [{ level: 'groupEnd', text: '' }];
    case 'journey-event':
      return info(journeyEventLine(event.event, redact));
    case 'journey-health':
      return event.note ? info(`Run ${event.runId}: ${event.note}.`) : [];
    case 'recovery-applied':
      return info(event.note);
    case 'journey-cancelled':
      return info(
        event.confirmed
          ? `Asked the service to cancel journey run ${event.runId}; it answered ${event.answer}.`
          : `Could not cancel journey run ${event.runId}: ${event.answer}.`,
      );
    case 'compared':
      return info(
        `Compared with ${baselineOrigin(event.regressions, (text) => text)}: ${event.regressions.newlyFailing.length} newly failing, ${event.regressions.recovered.length} recovered, ${event.regressions.noLongerGraded.length} no longer graded.`,
      );
    case 'trend':
      return [
        {
          level: 'debug',
          text: `Trend: ${plural(event.trend.points.length, 'point')} from ${plural(event.trend.requests, 'run-list request')}.`,
        },
      ];
    case 'shared':
      return info(`Report ${event.reportId} is shared.`);
    case 'note':
      return [{ level: event.level, text: event.message }];
    default:
      return [];
  }
}

function connectionLine(connection: Connection, source: string): string {
  const described = describeConnection(connection);
  switch (source) {
    case 'sandbox':
      return `Connection: the built-in sandbox ${described}.`;
    case 'reused':
      return `Reusing connection ${described}.`;
    case 'created':
      return `Created connection ${described}.`;
    default:
      return `Connection: ${described}.`;
  }
}

function handshakeLine(event: Extract<GateEvent, { type: 'handshake' }>): string {
  const { connection } = event;
  if (event.phase === 'started') {
    return `Running the OCPI credentials handshake with ${connection.partnerBaseUrl}...`;
  }
  if (event.phase === 'pending') {
    return `The handshake with ${connection.partnerBaseUrl} is in progress (connection ${connection._id} is pending); waiting for it to finish.`;
  }
  return `Handshake finished: ${connection.status}.`;
}

function runStartedLines(event: Extract<GateEvent, { type: 'run-started' }>): EventLine[] {
  if (event.kind === 'journey') {
    return info(
      `Journey run ${event.runId} started${event.reportId ? ` (report ${event.reportId})` : ''}${event.reconciled ? '; its start answer was lost and it was found in the run list' : ''}.`,
    );
  }
  return [
    { level: 'debug', text: `timing: start answered at ${Math.round(event.elapsedMs)} ms` },
    {
      level: 'info',
      text: `Run started: report ${event.reportId}${event.runId ? `, execution ${event.runId}` : ''}, status ${event.status}${event.draining ? ' (the service queue is draining; the run may wait longer)' : ''}.`,
    },
  ];
}

function journeyPlanLines(event: Extract<GateEvent, { type: 'journey-planned' }>): EventLine[] {
  const lines = info(
    `Journey plan ${event.planId} (${event.topology}): ${plural(event.stages.length, 'stage')}.`,
  );
  event.stages.forEach((stage, i) => {
    const extra = [
      stage.module,
      stage.durationSeconds !== undefined ? `${stage.durationSeconds} s` : undefined,
    ]
      .filter(Boolean)
      .join(', ');
    lines.push({ level: 'info', text: `  ${i + 1}. ${stage.name}${extra ? ` (${extra})` : ''}` });
  });
  return lines;
}

/** `#12 SessionStarted sessionId=s1 at 2026-01-01T10:00:00Z` */
export function journeyEventLine(
  event: { seq: number; name: string; data: Record<string, unknown> },
  redact?: (text: string) => string,
): string {
  const at = typeof event.data.at === 'string' ? ` at ${event.data.at}` : '';
  const fields = eventFields(event.data, { maxValue: 40, redact });
  return `#${event.seq} ${event.name}${fields ? ` ${fields}` : ''}${at}`;
}

function describeConnection(c: Connection): string {
  return `${c._id} (${c.partnerBaseUrl}, OCPI ${c.ocpiVersion}, ${c.ourRole} to ${c.theirRole}, ${c.status})`;
}
