/**
 * An emulator that agrees with itself (issue 26): wherever a scenario makes a check fail, warn or
 * be unobservable, the recorded exchange shows what the validations say. Walks every check of
 * every report the emulator can produce (every scenario, every OCPI version, several seeds) and
 * holds each validation message to its exchange: the HTTP status it names, the headers it says
 * were sent or missing, the body's status_code it quotes, the number of items it counts.
 */
import { describe, expect, it } from 'vitest';
import type { Check, Connection } from '../src/client/index.js';
import { generateConformanceReport } from '../src/emulator/reports.js';
import { resolveScenario, SCENARIO_NAMES } from '../src/emulator/scenarios.js';

const connection: Connection = {
  _id: 'con_1',
  partnerBaseUrl: 'https://ocpi.partner.example/ocpi/versions',
  ourRole: 'EMSP',
  theirRole: 'CPO',
  ocpiVersion: '2.2.1',
  status: 'registered',
  kind: 'external',
};
const VERSIONS = ['2.1.1', '2.2', '2.2.1', '2.3.0'];
const SEEDS = ['agree-1', 'agree-2', 'agree-3'];

/** What a check's exchange contradicts in its validations' messages, one line per contradiction. */
function contradictions(check: Check): string[] {
  const found: string[] = [];
  const response = check.exchange?.response;
  const headers = Object.fromEntries(
    Object.entries(response?.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
  );
  const body = response?.body as { status_code?: unknown; data?: unknown } | undefined;
  const say = (what: string, message: string) =>
    found.push(`${check.testId}: ${what} — "${message}"`);
  if (response && check.actualStatus !== undefined && check.actualStatus !== response.status) {
    say(`actualStatus ${check.actualStatus}, exchange ${response.status}`, '');
  }
  for (const validation of [...(check.validations ?? []), ...(check.warnings ?? [])]) {
    const message = validation.message ?? '';
    // A message about another request (the next one, a repeat, the second page) is not about
    // this exchange.
    const aboutAnother = /\b(next request|repeated|second page|next GET|next page)\b/i.test(
      message,
    );
    const status =
      /\b(?:answered|Observed) HTTP (\d{3}(?: or \d{3})*)( or status_code (\d{4}))?|\bgot (\d{3})\b/.exec(
        message,
      );
    if (status && !aboutAnother) {
      const named = (status[1] ?? status[4]!).split(' or ').map(Number);
      const codeInstead = status[3] !== undefined && body?.status_code === Number(status[3]);
      if (!response) say(`names HTTP ${named.join('/')}, no response recorded`, message);
      else if (!named.includes(response.status ?? -1) && !codeInstead) {
        say(`names HTTP ${named.join('/')}, exchange ${response.status}`, message);
      }
    }
    const expectedGot = /Expected HTTP (\d{3}), got (\d{3})/.exec(message);
    if (expectedGot && validation.passed === false && expectedGot[1] === expectedGot[2]) {
      say('a failure whose expected and actual status are the same', message);
    }
    for (const missing of aboutAnother ? [] : message.matchAll(/\bsent no ([A-Za-z-]+) header/g)) {
      if (headers[missing[1]!.toLowerCase()] !== undefined) {
        say(`says ${missing[1]} was not sent, exchange has it`, message);
      }
    }
    const code = /\banswered status_code (\d{4})/.exec(message);
    if (code && !aboutAnother) {
      if (!body || typeof body !== 'object')
        say(`quotes status_code ${code[1]}, no JSON body`, message);
      else if (body.status_code !== Number(code[1])) {
        say(`quotes status_code ${code[1]}, body has ${String(body.status_code)}`, message);
      }
    }
    const items = /\breturned (\d+) items\b/.exec(message);
    if (items && body && typeof body === 'object' && Array.isArray(body.data)) {
      if (body.data.length !== Number(items[1]) && !response?.bodyTruncated) {
        say(`counts ${items[1]} items, body has ${body.data.length}`, message);
      }
    }
    if (
      /returned an empty list/.test(message) &&
      Array.isArray(body?.data) &&
      body.data.length > 0
    ) {
      say(`says the list was empty, body has ${body.data.length} items`, message);
    }
  }
  return found;
}

describe('every report the emulator produces agrees with its exchanges', () => {
  for (const scenario of SCENARIO_NAMES) {
    it(scenario, () => {
      const found: string[] = [];
      let checked = 0;
      for (const ocpiVersion of VERSIONS) {
        for (const seed of SEEDS) {
          const report = generateConformanceReport({
            seed,
            ocpiVersion,
            connection: { ...connection, ocpiVersion },
            scenario: resolveScenario(scenario),
            partnerTokens: ['partner-token-c-agree-0001'],
          });
          for (const suite of report.suites) {
            for (const check of suite.checks ?? []) {
              checked++;
              found.push(...contradictions(check));
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(0);
      expect(found.slice(0, 20)).toEqual([]);
    });
  }

  it('finds the contradictions it looks for (the walker is not blind)', () => {
    const check: Check = {
      testId: 'x',
      passed: false,
      actualStatus: 200,
      validations: [
        {
          passed: false,
          message: 'PATCH /tokens answered HTTP 405 for PATCH; expected status_code 1000.',
        },
        { passed: false, message: 'GET /tariffs sent no X-Total-Count header; expected one.' },
        {
          passed: false,
          message: 'POST /x answered status_code 3000 (generic server error); expected 1000.',
        },
      ],
      exchange: {
        response: {
          status: 200,
          headers: { 'X-Total-Count': '302' },
          body: { status_code: 1000, data: [] },
        },
      },
    } as Check;
    expect(contradictions(check)).toHaveLength(3);
  });
});
