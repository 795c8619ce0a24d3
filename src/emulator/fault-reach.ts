/**
 * Where the faults of a failed validation reach in its check (partner-faults.ts): which other
 * validations read the place a fault changes (they see the change too), which two failures would
 * set values in one place (one would overwrite the other's fact), and which field a response may
 * leave out to make a validation unobservable without other words speaking of that field.
 */
import { faultsOf } from './partner-faults.js';
import type { CheckDefinition } from './roster.js';

/** Where the faults of validation `i` change the response body, every index read as [*]. */
function writtenPaths(def: CheckDefinition, i: number, valuesOnly = false): string[] {
  return faultsOf(def.validations[i]!.actual).flatMap((fault) =>
    (fault.kind === 'data' && fault.where === 'response') ||
    (!valuesOnly && (fault.kind === 'unlisted' || fault.kind === 'omitted'))
      ? [fault.path.replace(/\[\d+\]/g, '[*]')]
      : [],
  );
}

const under = (path: string, at: string) =>
  path === at || path.startsWith(`${at}.`) || path.startsWith(`${at}[`);

/** Whether two validations' faults set values in one place (one would overwrite the other's). */
export function collide(def: CheckDefinition, i: number, j: number): boolean {
  const mine = writtenPaths(def, i, true);
  return writtenPaths(def, j, true).some((path) =>
    mine.some((at) => under(path, at) || under(at, path)),
  );
}

/**
 * The other validations of a check that read where the faults of validation `i` change the
 * body (an emptied endpoints array fails "lists a credentials endpoint" too); not one whose own
 * faults would overwrite them.
 */
export function readersOfFaults(def: CheckDefinition, i: number): number[] {
  const changed = writtenPaths(def, i);
  return def.validations.flatMap((v, j) =>
    j !== i && !collide(def, i, j) && changed.some((at) => under(v.jsonPath, at)) ? [j] : [],
  );
}

/** Fields of the envelope, and the data as a whole, which no answer leaves out as optional. */
const NEVER_OMITTED = new Set(['$.data', '$.status_code', '$.status_message', '$.timestamp']);

/**
 * The fields OCPI lets an object leave out (cardinality ? or * in every version the emulator
 * serves), by the body shape that carries them: the only ones an answer leaves out "as optional".
 * AuthorizationInfo: authorization_reference (mod_tokens, AuthorizationInfo object); Location:
 * evses (mod_locations, Location object); EVSE: evse_id (EVSE object); Connector: tariff_id
 * (2.1.1) or tariff_ids (Connector object); CDR: tariffs (mod_cdrs, CDR object); Tariff:
 * tariff_alt_text and a restriction's day_of_week and start_time (mod_tariffs, Tariff object and
 * TariffRestrictions class); Terminal: party_id and location_ids (mod_payments, Terminal object);
 * Booking: evse_uid (mod_bookings, Booking object).
 */
const OPTIONAL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'authorization-info': ['authorization_reference'],
  location: ['evses'],
  evse: ['evse_id'],
  connector: ['tariff_id', 'tariff_ids'],
  cdr: ['tariffs'],
  tariff: ['tariff_alt_text', 'day_of_week', 'start_time'],
  terminal: ['party_id', 'location_ids'],
  booking: ['evse_uid'],
};

/** Whether OCPI lets the objects of a response shape leave out the field at `path`. */
function optional(def: CheckDefinition, path: string): boolean {
  const shape = def.exchange.responseBody.replace(/\[\]$/, '');
  const field = /\.([A-Za-z_]\w*)$/.exec(path)?.[1] ?? '';
  return OPTIONAL_FIELDS[shape]?.includes(field) ?? false;
}

/**
 * The field a response may leave out to make validation `i` unobservable: a field in data that
 * OCPI makes optional and no other validation of the check reads at or under (their words would
 * then speak of it).
 */
export function omissible(def: CheckDefinition, i: number): string | undefined {
  const path = def.validations[i]!.jsonPath;
  if (
    NEVER_OMITTED.has(path) ||
    !optional(def, path) ||
    !/^\$\.data(\[(\d+|\*)\])?(\.[A-Za-z_]\w*|\[(\d+|\*)\])*\.[A-Za-z_]\w*$/.test(path)
  ) {
    return undefined;
  }
  const read = def.validations.some(
    (v, j) => j !== i && (v.jsonPath.includes('..') || v.jsonPath.startsWith(path)),
  );
  return read ? undefined : path;
}
