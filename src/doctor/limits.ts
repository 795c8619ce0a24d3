/** The bounds of a doctor run: the README's "Checking the service: doctor" lists them. */
export const DOCTOR_LIMITS = {
  /** The whole check, without and with sandbox runs. */
  readOnlyMs: 120_000,
  sandboxRunsMs: 300_000,
  /** The long-poll wait asked on the run start, and on a journey's status. */
  startWaitSeconds: 10,
  statusWaitSeconds: 3,
  /** Reads of the run list looking for the started run by its seed, and their spacing. */
  lookupReads: 8,
  lookupSpacingMs: 2_000,
  /** Reads of the run list waiting for the conformance run to end, and their spacing. */
  reportReads: 30,
  reportSpacingMs: 3_000,
  /** One read of the event stream: at most this many events, for at most this long. */
  streamEvents: 200,
  streamMs: 15_000,
  /** Reads of a journey's status waiting for it to end after cancel. */
  endReads: 4,
  /** The cancel of its own journey when the doctor is stopped before it sent one. */
  cancelOnStopMs: 5_000,
  /** Pages of the run list read looking for a journey run (without --sandbox-runs). */
  journeySearchPages: 3,
  /** Requests at most: without and with sandbox runs (the README shows both). */
  readOnlyRequests: 30,
  sandboxRunsRequests: 110,
} as const;
