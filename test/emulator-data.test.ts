/**
 * The emulator's data files (src/emulator/data): the roster and the journey content are checked
 * when the emulator loads, and a broken file is refused with a message that names the file, the
 * place in it and what is wrong.
 */
import { describe, expect, it } from 'vitest';
import { JOURNEY_KINDS } from '../src/client/resources/journeys.js';
import journeysData from '../src/emulator/data/journeys.json' with { type: 'json' };
import rosterData from '../src/emulator/data/roster.json' with { type: 'json' };
import { DataFileError } from '../src/emulator/data-file.js';
import { parseJourneyFile } from '../src/emulator/journeys-data.js';
import { checkSlugsByModule } from '../src/emulator/roster.js';
import { parseRosterFile } from '../src/emulator/roster-data.js';

// biome-ignore lint/suspicious/noExplicitAny: the tests break the files field by field
type Json = any;

const ROSTER_SOURCE = 'data/roster.json';
const JOURNEYS_SOURCE = 'data/journeys.json';

function brokenRoster(change: (roster: Json) => void): () => unknown {
  const copy = structuredClone(rosterData) as Json;
  change(copy);
  return () => parseRosterFile(copy, ROSTER_SOURCE);
}

function brokenJourneys(change: (journeys: Json) => void): () => unknown {
  const copy = structuredClone(journeysData) as Json;
  change(copy);
  return () => parseJourneyFile(copy, JOURNEYS_SOURCE, checkSlugsByModule());
}

/** The message of the DataFileError that `load` throws. */
function refusal(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(DataFileError);
    return (error as Error).message;
  }
  throw new Error('the broken data was accepted');
}

describe('the roster data file', () => {
  it('loads as shipped', () => {
    const roster = parseRosterFile(rosterData, ROSTER_SOURCE);
    expect(roster.modules.map((module) => module.module)).toContain('locations');
  });

  it('refuses a field of the wrong kind, naming the file, the place and the problem', () => {
    const message = refusal(
      brokenRoster((roster) => {
        roster.modules[1].suites[0].checks[2].responseBody = 'locaton[]';
      }),
    );
    expect(message).toMatch(/^The emulator data file data\/roster\.json is invalid:\n/);
    expect(message).toContain('modules[1].suites[0].checks[2].responseBody: Invalid option');
    expect(message).toContain('"location[]"');
  });

  it('refuses missing fields and fields it does not know', () => {
    const message = refusal(
      brokenRoster((roster) => {
        delete roster.modules[0].suites[0].checks[0].expectedStatus;
        roster.modules[0].suites[0].checks[1].expectedStatuses = [200];
      }),
    );
    expect(message).toContain('modules[0].suites[0].checks[0].expectedStatus: Invalid input');
    expect(message).toContain(
      'modules[0].suites[0].checks[1]: Unrecognized key: "expectedStatuses"',
    );
  });

  it('refuses broken links between entries', () => {
    const message = refusal(
      brokenRoster((roster) => {
        const checks = roster.modules[0].suites[0].checks;
        checks[0].validations[0].reference = 'no-such-reference';
        checks[1].dependsOn = ['no-such-check'];
        checks[2].slug = checks[1].slug;
        roster.modules[2].object.document = 'mod_nothing';
        delete roster.references['http-status'];
      }),
    );
    expect(message).toContain(
      'modules[0].suites[0].checks[0].validations[0].reference: names no entry of references: "no-such-reference"',
    );
    expect(message).toContain(
      'modules[0].suites[0].checks[1].dependsOn[0]: "no-such-check" is not another check of the suite',
    );
    expect(message).toContain(
      'modules[0].suites[0].checks[2].slug: "versions-get-list" is used twice',
    );
    expect(message).toContain(
      'modules[2].object.document: names no entry of documents: "mod_nothing"',
    );
    expect(message).toContain('references: lacks "http-status", which the report generator cites');
  });

  it('refuses a check that could not fail a validation, and a range that ends before it starts', () => {
    const message = refusal(
      brokenRoster((roster) => {
        const check = roster.modules[0].suites[0].checks[0];
        for (const validation of check.validations) validation.severity = 'should';
        roster.modules[1].since = '2.3.0';
        roster.modules[1].until = '2.2';
      }),
    );
    expect(message).toContain(
      'modules[0].suites[0].checks[0].validations: has no "shall" validation in OCPI 2.1.1',
    );
    expect(message).toContain('modules[1].until: 2.2 comes before since (2.3.0)');
  });

  it('refuses a fact stated outside a <name> of facts, which the exchange could not be made to show', () => {
    const message = refusal(
      brokenRoster((roster) => {
        const [dns, certificate] = roster.modules[0].suites[0].checks[0].validations;
        dns.actual = 'returned data "OK"';
        certificate.actual = 'answered HTTP 500 to a repeated request';
        const [code, listed] = roster.modules[0].suites[0].checks[1].validations;
        code.actual = 'sent no X-Limit header';
        listed.actual = 'did not list version {version}';
        roster.modules[0].suites[0].checks[2].validations[0].actual = 'sent no Link header';
      }),
    );
    const at = 'modules[0].suites[0].checks';
    const advice = 'outside a <name>: write it as one of facts, which the exchange is made to show';
    expect(message).toContain(
      `${at}[0].validations[0].actual: states the quoted value "OK" ${advice}`,
    );
    expect(message).toContain(`${at}[0].validations[1].actual: states "500" ${advice}`);
    expect(message).toContain(`${at}[1].validations[0].actual: states "X-Limit" ${advice}`);
    expect(message).toContain(`${at}[1].validations[1].actual: states "{version}" ${advice}`);
    expect(message).toContain(`${at}[2].validations[0].actual: states "Link header" ${advice}`);
  });

  it('refuses a <name> that facts lacks and a fact that actual does not name', () => {
    const message = refusal(
      brokenRoster((roster) => {
        const [code, listed] = roster.modules[0].suites[0].checks[1].validations;
        code.actual = 'answered <status> in the envelope';
        listed.facts = { version: listed.facts.version, extra: { status: 500 } };
      }),
    );
    const at = 'modules[0].suites[0].checks[1].validations';
    expect(message).toContain(
      `${at}[0].actual: names the fact <status>, which facts does not define`,
    );
    expect(message).toContain(`${at}[0].facts.code: is not named in actual`);
    expect(message).toContain(`${at}[1].facts.extra: is not named in actual`);
  });

  it('refuses a fact of no known form, naming the forms, and a path that is not one', () => {
    const message = refusal(
      brokenRoster((roster) => {
        const [other, colour] = roster.modules[0].suites[0].checks[2].validations;
        other.actual = 'returned <other>';
        other.facts = { other: { path: 'data.x', value: 1 } };
        colour.actual = 'returned <colour>';
        colour.facts = { colour: { colour: 'red' } };
      }),
    );
    const at = 'modules[0].suites[0].checks[2].validations';
    expect(message).toContain(
      `${at}[0].facts.other.path: must be a body path: $ then .key, [n] or [*] steps`,
    );
    expect(message).toContain(
      `${at}[1].facts.colour: is not a fact: write one of {status}, {statusCode}, {missingHeader}, {changedHeader}, {items}, {path, value}, {requestPath, value}, {unlisted, field, value}, {omitted}, {single}, {htmlPage: true}, paths as $.data[0].key`,
    );
  });

  it('lists at most ten problems', () => {
    const message = refusal(
      brokenRoster((roster) => {
        for (const suite of roster.modules[1].suites) {
          for (const check of suite.checks) check.method = 'FETCH';
        }
      }),
    );
    expect(message.split('\n').filter((line) => line.includes('.method:'))).toHaveLength(10);
    expect(message).toMatch(/\n {2}\.\.\. and \d+ more$/);
  });
});

describe('the journey data file', () => {
  it('loads as shipped, with every journey kind', () => {
    const content = parseJourneyFile(journeysData, JOURNEYS_SOURCE, checkSlugsByModule());
    expect(Object.keys(content.journeys).sort()).toEqual([...JOURNEY_KINDS].sort());
  });

  it('refuses a missing or unknown journey kind and an unknown profile', () => {
    const message = refusal(
      brokenJourneys((journeys) => {
        journeys.journeys.teleport = journeys.journeys.custom;
        delete journeys.journeys.custom;
        journeys.journeys.reservation.profile = 'bookings';
      }),
    );
    expect(message).toContain('journeys.reservation.profile: Invalid option');
    const kinds = refusal(
      brokenJourneys((journeys) => {
        journeys.journeys.teleport = journeys.journeys.custom;
        delete journeys.journeys.custom;
      }),
    );
    expect(kinds).toContain('journeys: lacks the journey kinds custom');
    expect(kinds).toContain('journeys.teleport: is not a journey kind');
  });

  it('refuses stages that name what does not exist', () => {
    const message = refusal(
      brokenJourneys((journeys) => {
        const stages = journeys.journeys['rough-session'].stages;
        stages[0] = 'handshaek';
        stages[3].uses[0].checks.push('patch-kwhh');
        stages[4].uses[0].module = 'location';
        journeys.journeys['cdr-desk'].stages.push('handshake');
      }),
    );
    expect(message).toContain(
      'journeys["rough-session"].stages[0]: names no entry of sharedStages: "handshaek"',
    );
    expect(message).toContain(
      'journeys["rough-session"].stages[3].uses[0].checks[2]: "patch-kwhh" is not a check of sessions',
    );
    expect(message).toContain(
      'journeys["rough-session"].stages[4].uses[0].module: "location" is not a module of the roster',
    );
    expect(message).toContain(
      'journeys["cdr-desk"].stages[5]: stage id "handshake" is used twice in the journey',
    );
  });
});
