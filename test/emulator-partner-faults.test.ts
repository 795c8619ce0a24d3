/**
 * The typed faults of src/emulator/partner-faults.ts: each writes its fact into the words and
 * changes the exchange to show that same fact.
 */
import { describe, expect, it } from 'vitest';
import {
  factText,
  faultedBody,
  faultedHeaders,
  faultedRequest,
  forRun,
  type PartnerFault,
  steps,
  type Word,
  wordsText,
} from '../src/emulator/partner-faults.js';
import { rng } from '../src/emulator/prng.js';
import { STATUS_MESSAGES } from '../src/emulator/report-bodies.js';

const page = {
  data: [
    { id: 'A', status: 'AVAILABLE', party_id: 'EVB', last_updated: '2025-06-01T00:00:00Z' },
    { id: 'B', status: 'CHARGING', party_id: 'EVB', last_updated: '2025-06-02T00:00:00Z' },
  ],
  status_code: 1000,
  status_message: 'Success',
};

describe('the words of a fault', () => {
  it('show each kind of fact in the form a reader looks for', () => {
    const cases: [PartnerFault, string][] = [
      [{ kind: 'http-status', status: 500 }, 'HTTP 500'],
      [{ kind: 'status-code', code: 2001 }, 'status_code 2001'],
      [{ kind: 'missing-header', name: 'X-Limit' }, 'X-Limit'],
      [{ kind: 'changed-header', name: 'X-Correlation-ID' }, 'X-Correlation-ID'],
      [{ kind: 'item-count', count: 12 }, '12 items'],
      [{ kind: 'data', where: 'response', path: '$.data', value: 'OK' }, '"OK"'],
      [{ kind: 'data', where: 'request', path: '$.result', value: 'TIMEOUT' }, '"TIMEOUT"'],
      [{ kind: 'data', where: 'response', path: '$.data[0].kwh', value: -0.5 }, '-0.5'],
      [{ kind: 'unlisted', path: '$.data', field: 'version', value: '2.2.1' }, '"2.2.1"'],
      [{ kind: 'omitted', path: '$.data[*].party_id' }, 'party_id'],
    ];
    for (const [fault, text] of cases) expect(factText(fault)).toBe(text);
    const words: Word[] = ['returned data ', cases[5]![0], ' with ', cases[1]![0]];
    expect(wordsText(words)).toBe('returned data "OK" with status_code 2001');
  });

  it('reads paths of keys, indexes and every element, and refuses others', () => {
    expect(steps('$.data[0].elements[*].restrictions.day_of_week[0]')).toEqual([
      'data',
      0,
      'elements',
      '*',
      'restrictions',
      'day_of_week',
      0,
    ]);
    for (const bad of ['data.x', '$.data[-1]', '$..x', '$.data[x]']) {
      expect(() => steps(bad)).toThrow(`"${bad}" is not a body path`);
    }
  });
});

describe('the exchange a fault makes', () => {
  it('sets the envelope status_code with its message, and the number of items', () => {
    const body = faultedBody(
      page,
      [
        { kind: 'status-code', code: 2001 },
        { kind: 'item-count', count: 5 },
      ],
      STATUS_MESSAGES,
    ) as typeof page;
    expect(body.status_code).toBe(2001);
    expect(body.status_message).toBe('Invalid or missing parameters');
    expect(body.data.map((item) => item.id)).toEqual(['A', 'B', 'A', 'B', 'A']);
    expect(page.data).toHaveLength(2);
  });

  it('sets a value first in its object, making the containers it needs, and on every element', () => {
    const body = faultedBody(
      page,
      [
        { kind: 'data', where: 'response', path: '$.data[0].last_updated', value: 'X' },
        { kind: 'data', where: 'response', path: '$.data[0].tariffs[0].currency', value: 'GBP' },
        { kind: 'data', where: 'response', path: '$.data[*].status', value: 'STOPPED' },
      ],
      STATUS_MESSAGES,
    ) as { data: Record<string, unknown>[] };
    expect(body.data[0]).toEqual({
      status: 'STOPPED',
      tariffs: [{ currency: 'GBP' }],
      last_updated: 'X',
      id: 'A',
      party_id: 'EVB',
    });
    // First in its object: a body cut at the report's size limit still shows the value.
    expect(Object.keys(body.data[0]!)[0]).toBe('status');
    expect(body.data[1]!.status).toBe('STOPPED');
    expect(body.data[1]!.last_updated).toBe('2025-06-02T00:00:00Z');
  });

  it('leaves out a field or listed elements, and makes nothing that was not there', () => {
    const body = faultedBody(
      { data: { endpoints: [{ identifier: 'credentials' }, { identifier: 'locations' }] } },
      [
        { kind: 'unlisted', path: '$.data.endpoints', field: 'identifier', value: 'credentials' },
        { kind: 'omitted', path: '$.data.endpoints[*].role' },
        { kind: 'omitted', path: '$.data.roles[*].party_id' },
      ],
      STATUS_MESSAGES,
    );
    expect(body).toEqual({ data: { endpoints: [{ identifier: 'locations' }] } });
    const omitted = faultedBody(page, [{ kind: 'omitted', path: '$.data[*].party_id' }], {});
    expect((omitted as typeof page).data.map((item) => 'party_id' in item)).toEqual([false, false]);
  });

  it('sends an array as its first element, after what the other faults say of its items', () => {
    const body = faultedBody(
      page,
      [
        { kind: 'single-object', path: '$.data' },
        { kind: 'omitted', path: '$.data[*].party_id' },
        { kind: 'data', where: 'response', path: '$.data[0].status', value: 'STOPPED' },
      ],
      STATUS_MESSAGES,
    );
    expect((body as { data: unknown }).data).toEqual({
      status: 'STOPPED',
      id: 'A',
      last_updated: '2025-06-01T00:00:00Z',
    });
  });

  it('sends an HTML page for the body', () => {
    expect(faultedBody(page, [{ kind: 'html-page' }], STATUS_MESSAGES)).toMatch(/^<html>/);
    expect(factText({ kind: 'html-page' })).toBe('an HTML error page');
    expect(factText({ kind: 'single-object', path: '$.data' })).toBe('a single object');
  });

  it("takes the run's values into the words and the fault", () => {
    const words = forRun(
      [
        'included one at date_to, ',
        { kind: 'data', where: 'response', path: '$.data[0].last_updated', value: '{date_to}' },
      ],
      { date_to: '2025-06-09T08:00:00Z' },
    );
    expect(wordsText(words)).toBe('included one at date_to, "2025-06-09T08:00:00Z"');
    expect(forRun(words, {})).toEqual(words);
  });

  it('changes the request body for a fact about the request', () => {
    expect(
      faultedRequest({ result: 'ACCEPTED' }, [
        { kind: 'data', where: 'request', path: '$.result', value: 'TIMEOUT' },
        { kind: 'data', where: 'response', path: '$.result', value: 'NO' },
      ]),
    ).toEqual({ result: 'TIMEOUT' });
  });

  it('leaves out a header not sent, whatever its case, and renews one sent with a fresh value', () => {
    const sent = { 'X-Request-ID': 'r-1', 'X-Correlation-ID': 'c-1', 'X-Limit': '10' };
    const headers = faultedHeaders(
      sent,
      [
        { kind: 'missing-header', name: 'x-limit' },
        { kind: 'changed-header', name: 'X-Correlation-ID' },
        { kind: 'changed-header', name: 'X-Other-ID' },
      ],
      rng('seed', 'headers'),
    );
    expect(Object.keys(headers)).toEqual(['X-Request-ID', 'X-Correlation-ID', 'X-Other-ID']);
    expect(headers['X-Request-ID']).toBe('r-1');
    expect(headers['X-Correlation-ID']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4/);
    expect(headers['X-Correlation-ID']).not.toBe('c-1');
  });
});
