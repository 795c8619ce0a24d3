/**
 * The guesses of wire.ts as a table, for `ocpi-conformance doctor` and README "Assumptions about
 * the service": what the interface leaves "not shown", what we chose, and what the gate does when
 * a service chose otherwise. Then the shapes of the interface the doctor can see.
 *
 * `ifDiffers` follows "the gate". `safety`: the gate's promises (never a second start, never polling faster than the floor, never
 * adopting another run) lean on this row, through the fallback the row describes. The doctor exits
 * 1 when such a row differs: the gate is built to stay safe there, and we want to hear about it.
 */

/** What a difference costs the gate. */
export type Effect = 'safe' | 'slower' | 'feature lost' | 'no verdict';

export interface Assumption {
  id: string;
  /** The detail, as the README's first column names it. */
  detail: string;
  /** Our choice, in a few words. */
  choice: string;
  /** What the gate does when the service does otherwise. */
  ifDiffers: string;
  effect: Effect;
  safety: boolean;
}

export const ASSUMPTIONS = [
  {
    id: 'long-poll',
    detail: 'Long-poll parameter',
    choice: 'query `wait` on the run start',
    ifDiffers: 'polls instead: the run list every 10 s, never sooner than 1 s apart',
    effect: 'slower',
    safety: true,
  },
  {
    id: 'connection-list',
    detail: '`GET /connections` query names',
    choice: '`direction`, `limit`, `skip`',
    ifDiffers: "uses the service's page size; a skip it ignores stops paging with an error",
    effect: 'feature lost',
    safety: false,
  },
  {
    id: 'run-list',
    detail: '`GET /testing/runs` query names',
    choice: '`connectionId`, `targetId`, `status`, `ocpiVersion`, `limit`, `cursor`',
    ifDiffers: 'filters on the client too; a cursor it ignores ends the scan',
    effect: 'safe',
    safety: true,
  },
  {
    id: 'start-lookup',
    detail: 'Run start de-duplication',
    choice: '`Idempotency-Key`, never relied on: a lost start is found in the run list by seed',
    ifDiffers: 'stops a start whose answer was lost with "the answer was lost"; never starts twice',
    effect: 'safe',
    safety: true,
  },
  {
    id: 'journey-start',
    detail: 'Endpoint that starts a journey',
    choice: '`POST /testing/journey-runs` with `{planId, planHash}`',
    ifDiffers: 'ends journey runs in error, saying the service may start journeys elsewhere',
    effect: 'feature lost',
    safety: false,
  },
  {
    id: 'recovery-field',
    detail: 'Recovery decision field',
    choice: '`decision`',
    ifDiffers: "ends in error with the service's refusal of the recovery",
    effect: 'feature lost',
    safety: false,
  },
  {
    id: 'stream-cursor',
    detail: 'Journey stream cursor parameter',
    choice: 'query `after`, with `Last-Event-ID`',
    ifDiffers: 'skips events replayed from the start by sequence: none is shown twice',
    effect: 'safe',
    safety: false,
  },
  {
    id: 'event-names',
    detail: 'Journey event names',
    choice: '`run.started` … `run.cancelled`, as `event:` and `type`',
    ifDiffers: 'logs unknown names as they come; the verdict follows the status reads',
    effect: 'safe',
    safety: false,
  },
  {
    id: 'report-run-id',
    detail: 'Journey run id in the run list',
    choice: 'journey reports carry `runId`',
    ifDiffers: 'stops a journey start whose answer was lost with "the answer was lost"',
    effect: 'feature lost',
    safety: true,
  },
  {
    id: 'journey-long-poll',
    detail: 'Journey status long-poll',
    choice: 'answers when the run ends or needs a decision, or the wait ends',
    ifDiffers: 'polls instead: every 2 s (5 s after 55 s), never sooner than 1 s apart',
    effect: 'slower',
    safety: true,
  },
  {
    id: 'shared-path',
    detail: 'Where a shared report is opened',
    choice: '`GET /api/v1/shared/{token}`, no key',
    ifDiffers: 'prints a link that does not open; a share URL template builds the right one',
    effect: 'feature lost',
    safety: false,
  },
] as const satisfies readonly Assumption[];

/** The shapes of the interface (section 2) the doctor reads, checked against the client's schemas. */
export const SHAPES = [
  { id: 'shape-suites', detail: 'Suite listing (2.7)', safety: false },
  { id: 'shape-usage', detail: 'Usage (2.8)', safety: false },
  { id: 'shape-connection', detail: 'Connection (2.3)', safety: false },
  { id: 'shape-report', detail: 'Run report (2.5)', safety: true },
  { id: 'shape-error', detail: 'Error envelope (2.2)', safety: false },
  { id: 'shape-preview', detail: 'Journey plan preview (2.9)', safety: false },
  { id: 'shape-start', detail: 'Run start answer (4.2)', safety: true },
  { id: 'shape-journey-status', detail: 'Journey run status (2.6)', safety: true },
  { id: 'shape-cancel', detail: 'Cancel result (2.9)', safety: false },
].map(
  (shape): Assumption => ({
    ...shape,
    choice: 'as the interface shows it',
    ifDiffers: 'stops with an error naming the field (no verdict, exit 3)',
    effect: 'no verdict',
  }),
);
