/**
 * The emulator's own copy of the interface's value sets and bounds (src/emulator/interface-rules.ts)
 * against the interface as the repository keeps it (test/fixtures/service-interface/values.md, a
 * verbatim copy of the lines that state them), and the emulator's independence from the client's
 * copy: a slip in the client's schemas must meet a 400 here, not be mirrored.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as clientSchemas from '../src/client/index.js';
import { ApiError } from '../src/emulator/api-error.js';
import * as rules from '../src/emulator/interface-rules.js';
import {
  validateCreateConnection,
  validateJourneyPreview,
  waitParam,
} from '../src/emulator/validate.js';

const FIXTURE = readFileSync(
  path.resolve('test/fixtures/service-interface/values.md'),
  'utf8',
).split('\n');

/** The one line of the fixture that starts with `prefix`. */
function line(prefix: string): string {
  const found = FIXTURE.filter((text) => text.startsWith(prefix));
  expect(found, prefix).toHaveLength(1);
  return found[0]!;
}

/** The `quoted` values of a piece of the interface, in order. */
function quoted(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}

/** The numbers a pattern captures from a line. */
function numbers(text: string, pattern: RegExp): number[] {
  const match = pattern.exec(text);
  expect(match, `${pattern} in ${text}`).not.toBeNull();
  return match!.slice(1).map(Number);
}

const JOURNEY_SETS = line('- Allowed-value sets present in the body');

/** A value set of the journey preview line: the quoted values between `label` and the next ';'. */
function journeySet(label: string): string[] {
  const match = new RegExp(`${label} ((?:\`[^\`]+\`(?:, )?)+)`).exec(JOURNEY_SETS);
  expect(match, label).not.toBeNull();
  return quoted(match![1]!);
}

describe('the emulator’s value sets agree with the interface', () => {
  it('has the connection roles, OCPI versions and statuses of 2.3', () => {
    expect(rules.CONNECTION_ROLES).toEqual(quoted(line('| ourRole |')));
    expect(rules.OCPI_VERSIONS).toEqual(quoted(line('| ocpiVersion |')));
    expect(rules.CONNECTION_STATUSES).toEqual(quoted(line('| status |')));
  });

  it('has the OCPI versions of every place that lists them (4.2, 4.3, 9)', () => {
    expect(rules.OCPI_VERSIONS).toEqual(quoted(line('- OCPI versions supported')));
    const filter = /filter by OCPI version \(([^)]*)\)/.exec(line('- Query: filter by owned'));
    expect(rules.OCPI_VERSIONS).toEqual(quoted(filter![1]!));
    expect(rules.OCPI_VERSIONS).toEqual(journeySet('OCPI versions'));
  });

  it('has the run status values of 3', () => {
    expect(rules.RUN_STATUSES).toEqual(quoted(line('`queued`')));
  });

  it('has the capabilities and limit ids of the error envelope (2.2)', () => {
    expect(rules.CAPABILITIES).toEqual(quoted(line('| capability |')));
    const ids = /`id` \(`([^`]+)` or `([^`]+)`\)/.exec(line('| limit |'));
    expect(rules.LIMIT_IDS).toEqual([ids![1], ids![2]]);
  });

  it('has the journey kinds, roles and profiles of the preview body (4.3)', () => {
    expect(rules.JOURNEY_KINDS).toEqual(journeySet('journey kinds'));
    expect(rules.JOURNEY_ROLES).toEqual(journeySet('roles'));
    expect(rules.JOURNEY_PROFILES).toEqual(journeySet('profiles'));
    const body = line('- Body fields:');
    expect(numbers(body, /`schemaVersion` integer \(only value (\d+)\)/)).toEqual([
      rules.JOURNEY_SCHEMA_VERSION,
    ]);
    expect(numbers(JOURNEY_SETS, /One string field has length (\d+) to (\d+)/)).toEqual([
      rules.JOURNEY_LABEL_LENGTH.min,
      rules.JOURNEY_LABEL_LENGTH.max,
    ]);
  });

  it('has the bounds of 4 and 8: long-poll, page sizes, seed, party id, country code', () => {
    const { LONG_POLL_SECONDS, CONNECTION_PAGE_SIZE, REPORT_PAGE_SIZE, SEED_LENGTH } = rules;
    expect(
      numbers(
        line('All endpoints require'),
        /integer from (\d+) to (\d+) \(seconds\); larger values are clamped to (\d+)/,
      ),
    ).toEqual([LONG_POLL_SECONDS.min, LONG_POLL_SECONDS.max, LONG_POLL_SECONDS.max]);
    expect(
      numbers(line('| Long-poll wait |'), /(\d+) to (\d+) seconds; above \d+ clamped to (\d+)/),
    ).toEqual([LONG_POLL_SECONDS.min, LONG_POLL_SECONDS.max, LONG_POLL_SECONDS.max]);
    const pageSize = /(\d+) to (\d+), default (\d+)/;
    const connections = [
      CONNECTION_PAGE_SIZE.min,
      CONNECTION_PAGE_SIZE.max,
      CONNECTION_PAGE_SIZE.default,
    ];
    const reports = [REPORT_PAGE_SIZE.min, REPORT_PAGE_SIZE.max, REPORT_PAGE_SIZE.default];
    expect(numbers(line('| Page size, connections |'), pageSize)).toEqual(connections);
    expect(numbers(line('- Query: a filter returning only'), pageSize)).toEqual(connections);
    expect(numbers(line('| Page size, reports |'), pageSize)).toEqual(reports);
    expect(numbers(line('- Query: filter by owned'), pageSize)).toEqual(reports);
    expect(numbers(line('| Journey seed |'), /(\d+) to (\d+) characters/)).toEqual([
      SEED_LENGTH.min,
      SEED_LENGTH.max,
    ]);
    expect(numbers(line('- Body fields:'), /`seed` string of length (\d+) to (\d+)/)).toEqual([
      SEED_LENGTH.min,
      SEED_LENGTH.max,
    ]);
    expect(numbers(line('| ourPartyId | string'), /maximum length (\d+)/)).toEqual([
      rules.PARTY_ID_MAX_LENGTH,
    ]);
    expect(numbers(line('| ourPartyId | at most'), /at most (\d+) characters/)).toEqual([
      rules.PARTY_ID_MAX_LENGTH,
    ]);
    expect(quoted(line('| ourCountryCode | string'))).toEqual([rules.COUNTRY_CODE_PATTERN.source]);
    expect(rules.CONNECTION_DIRECTIONS).toEqual(
      quoted(/\(values ([^)]*)\)/.exec(line('- Query: a filter returning only'))![1]!),
    );
  });
});

/** The 400 a validation throws: its field. */
function refusedField(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    return (error as ApiError).details.field;
  }
  throw new Error('expected a 400');
}

const CONNECTION = {
  partnerBaseUrl: 'https://cpo.partner.example/ocpi/versions',
  ourRole: 'EMSP',
  theirRole: 'CPO',
  ocpiVersion: '2.2.1',
  tokenA: 'token-a-0123456789',
};

const PREVIEW = {
  schemaVersion: 1,
  targetId: 'con_1',
  seed: 'seed',
  topology: { kind: 'first-successful-charge' },
};

describe('the emulator refuses what the interface does not allow, whatever the client allows', () => {
  const restore: (() => void)[] = [];
  afterEach(() => {
    for (const undo of restore.splice(0)) undo();
  });

  /** Widens one of the client's value sets in place, as a slip in the client would. */
  function widenClientSet(set: readonly string[], value: string): void {
    (set as string[]).push(value);
    restore.push(() => (set as string[]).pop());
  }

  it('keeps its own value sets even when the client’s sets are wrong', () => {
    widenClientSet(clientSchemas.CONNECTION_ROLES, 'PTP');
    widenClientSet(clientSchemas.OCPI_VERSIONS, '2.3');
    widenClientSet(clientSchemas.JOURNEY_ROLES, 'HUB');
    widenClientSet(clientSchemas.JOURNEY_KINDS, 'moon-landing');
    expect(refusedField(() => validateCreateConnection({ ...CONNECTION, ourRole: 'PTP' }))).toBe(
      'ourRole',
    );
    expect(
      refusedField(() => validateCreateConnection({ ...CONNECTION, ocpiVersion: '2.3' })),
    ).toBe('ocpiVersion');
    const role = { ...PREVIEW, topology: { kind: 'custom', role: 'HUB' } };
    expect(refusedField(() => validateJourneyPreview(role))).toBe('topology.role');
    const kind = { ...PREVIEW, topology: { kind: 'moon-landing' } };
    expect(refusedField(() => validateJourneyPreview(kind))).toBe('topology.kind');
  });

  it('tells the connection roles from the journey roles (two sets of the interface)', () => {
    expect(refusedField(() => validateCreateConnection({ ...CONNECTION, theirRole: 'PTP' }))).toBe(
      'theirRole',
    );
    expect(validateCreateConnection({ ...CONNECTION, theirRole: 'HUB' }).theirRole).toBe('HUB');
    const hub = { ...PREVIEW, topology: { kind: 'custom', role: 'HUB' } };
    expect(refusedField(() => validateJourneyPreview(hub))).toBe('topology.role');
    const ptp = { ...PREVIEW, topology: { kind: 'custom', role: 'PTP' } };
    expect(validateJourneyPreview(ptp)).toBe(ptp);
  });

  it('holds the bounds of 2.4, 4 and 8 at their edges', () => {
    const existing = {
      ...CONNECTION,
      tokenA: undefined,
      tokenC: 'token-c-0123456789',
      ourPartyId: 'EXA',
      ourCountryCode: 'nl',
    };
    expect(validateCreateConnection(existing).form).toBe('existing-credentials');
    expect(refusedField(() => validateCreateConnection({ ...existing, ourPartyId: 'EXAM' }))).toBe(
      'ourPartyId',
    );
    expect(
      refusedField(() => validateCreateConnection({ ...existing, ourCountryCode: 'N1' })),
    ).toBe('ourCountryCode');
    const wait = (value: string) => waitParam(new URLSearchParams({ wait: value }), 'wait');
    expect(wait('1')).toBe(1);
    expect(wait('55')).toBe(55);
    expect(wait('56')).toBe(55);
    expect(refusedField(() => wait('0'))).toBe('wait');
    expect(refusedField(() => wait('2.5'))).toBe('wait');
    expect(validateJourneyPreview({ ...PREVIEW, seed: 'x'.repeat(128) })).toBeTruthy();
    expect(refusedField(() => validateJourneyPreview({ ...PREVIEW, seed: 'x'.repeat(129) }))).toBe(
      'seed',
    );
    expect(refusedField(() => validateJourneyPreview({ ...PREVIEW, seed: '' }))).toBe('seed');
    const label = (text: string) => ({ ...PREVIEW, topology: { kind: 'custom', label: text } });
    expect(validateJourneyPreview(label('x'.repeat(64)))).toBeTruthy();
    expect(refusedField(() => validateJourneyPreview(label('x'.repeat(65))))).toBe(
      'topology.label',
    );
    expect(refusedField(() => validateJourneyPreview({ ...PREVIEW, schemaVersion: 2 }))).toBe(
      'schemaVersion',
    );
  });
});

/**
 * What the emulator may take from the client: types of payloads (beside their resources, or what
 * every payload shares), and from wire.ts only the "not shown" guesses it emulates on purpose
 * (parameter names, paths, event names). .dependency-cruiser.cjs holds the same, by module.
 */
const NOT_SHOWN_GUESSES = new Set([
  'LONG_POLL_PARAM',
  'CONNECTION_LIST_PARAMS',
  'RUN_LIST_PARAMS',
  'IDEMPOTENCY_HEADER',
  'JOURNEY_START_PATH',
  'JOURNEY_START_FIELDS',
  'RECOVERY_DECISION_FIELD',
  'STREAM_CURSOR_PARAM',
  'REPORT_RUN_ID_FIELD',
  'JOURNEY_EVENTS',
  'TERMINAL_EVENT_NAMES',
  'JOURNEY_STATUS_SETTLED',
  'SHARED_REPORT_PATH',
]);

describe('the emulator’s imports from the client', () => {
  const sources = readdirSync('src/emulator')
    .filter((name) => name.endsWith('.ts'))
    .map((name) => ({ name, text: readFileSync(path.join('src/emulator', name), 'utf8') }));
  const imports = sources.flatMap(({ name, text }) =>
    [...text.matchAll(/import (type )?\{([^}]*)\} from '\.\.\/client\/([a-z/-]+)\.js';/g)].map(
      (match) => ({
        file: name,
        typeOnly: match[1] !== undefined,
        module: match[3]!,
        names: match[2]!
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      }),
    ),
  );

  it('are found at all (the pattern still reads the sources)', () => {
    expect(imports.some((entry) => entry.module === 'wire')).toBe(true);
    expect(imports.some((entry) => entry.module.startsWith('resources/'))).toBe(true);
  });

  it('take only types from the client’s payloads', () => {
    const values = imports
      .filter((entry) => entry.module !== 'wire')
      .flatMap((entry) =>
        entry.typeOnly
          ? []
          : entry.names.filter((n) => !n.startsWith('type ')).map((n) => `${entry.file}: ${n}`),
      );
    expect(values).toEqual([]);
  });

  it('take from wire.ts only the guesses for what the interface leaves "not shown"', () => {
    const taken = imports
      .filter((entry) => entry.module === 'wire')
      .flatMap((entry) => entry.names.map((name) => name.replace(/^type /, '')));
    expect(taken.filter((name) => !NOT_SHOWN_GUESSES.has(name))).toEqual([]);
  });

  it('import the client through no other module', () => {
    const modules = new Set(imports.map((entry) => entry.module));
    expect(
      [...modules].filter((m) => !/^(wire|payloads|resources\/[a-z-]+)$/.test(m)).sort(),
    ).toEqual([]);
    const all = sources.filter(({ text }) => text.includes("from '../client/"));
    const counted = new Set(imports.map((entry) => entry.file));
    expect(all.map(({ name }) => name).filter((name) => !counted.has(name))).toEqual([]);
  });
});
