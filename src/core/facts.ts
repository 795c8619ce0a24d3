/**
 * What the gate has learnt so far, gathered from its own events: the connection, the run's ids and
 * status, and a journey's plan, key events and final status. The gate builds its result from
 * these facts whichever way it ends (a verdict, an error, an interrupt), so no step has to fill in
 * a shared result as it goes.
 */
import { JOURNEY_EVENTS } from '../client/wire.js';
import { eventFields } from '../util/event-fields.js';
import type { GateEvent, GateResult, JourneyOutcome } from './model.js';

/** Key events kept for the summary; later ones are counted only. */
const MAX_KEY_EVENTS = 200;

type Known = Pick<
  GateResult,
  'connection' | 'reportId' | 'runId' | 'status' | 'journey' | 'startSent'
>;

export class GateFacts {
  private known: Known = {
    connection: undefined,
    reportId: undefined,
    runId: undefined,
    status: undefined,
  };

  record(event: GateEvent): void {
    const known = this.known;
    switch (event.type) {
      case 'connection-resolved':
      case 'handshake':
        known.connection = event.connection;
        return;
      case 'start-sent':
        known.startSent = { seed: event.seed };
        return;
      case 'run-started':
        known.runId = event.runId;
        known.reportId = event.reportId;
        known.status = event.status;
        if (event.kind === 'journey') Object.assign(this.journey(), pick(event));
        return;
      case 'waiting':
      case 'report-read':
        known.status = event.status;
        return;
      case 'journey-planned':
        Object.assign(this.journey(), { planId: event.planId, stages: event.stages });
        return;
      case 'journey-event':
        this.keyEvent(event);
        return;
      case 'journey-status':
        this.journey().status = event.status;
        known.status = event.status.status;
        if (event.status.reportId) {
          known.reportId = event.status.reportId;
          this.journey().reportId = event.status.reportId;
        }
        return;
      case 'recovery-applied':
        this.journey().recoveries.push(event.note);
        return;
      case 'journey-cancelled':
        this.journey().cancel = event.answer;
        return;
      default:
        return;
    }
  }

  /** The result's fields known so far, as a fresh object. */
  snapshot(): Known {
    const journey = this.known.journey;
    return {
      ...this.known,
      journey: journey && {
        ...journey,
        stages: [...journey.stages],
        events: [...journey.events],
        recoveries: [...journey.recoveries],
      },
    };
  }

  private journey(): JourneyOutcome {
    this.known.journey ??= { stages: [], events: [], otherEvents: 0, recoveries: [] };
    return this.known.journey;
  }

  private keyEvent(event: Extract<GateEvent, { type: 'journey-event' }>): void {
    const journey = this.journey();
    const { seq, name, data } = event.event;
    if (name === JOURNEY_EVENTS.sessionUpdate || journey.events.length >= MAX_KEY_EVENTS) {
      journey.otherEvents++;
      return;
    }
    journey.events.push({
      seq,
      name,
      at: typeof data.at === 'string' ? data.at : undefined,
      // Uncut: the summary cuts the line after masking it, so no cut can split a secret.
      detail: eventFields(data),
    });
  }
}

function pick(event: Extract<GateEvent, { type: 'run-started' }>) {
  return { runId: event.runId, reportId: event.reportId };
}
