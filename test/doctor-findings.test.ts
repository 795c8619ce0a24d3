/** The doctor's findings and its reading of the service's failures (src/doctor/findings.ts). */
import { describe, expect, it } from 'vitest';
import { AbortedError, DeadlineError, NetworkError, ServiceError } from '../src/client/index.js';
import {
  Finding,
  isAnswerOfTheService,
  isRefusal,
  missesField,
  ROW_ROUTES,
} from '../src/doctor/findings.js';

const answered = (status: number, serviceMessage = 'no') =>
  new ServiceError(`answered ${status}`, 'GET /testing/runs', {
    status,
    serviceMessage,
    attempts: 1,
  });

describe('Finding', () => {
  it('differs over held, held over not checked, and says what it could not tell beside what held', () => {
    const finding = new Finding();
    expect(finding.verdict()).toBe('not checked');
    finding.unknown.push('paging needs two');
    expect(finding.seen()).toBe('paging needs two');
    finding.held.push('direction split 3');
    // Part held and part could not be told: held in part, never plain held.
    expect(finding.verdict()).toBe('held in part');
    expect(finding.seen()).toBe('direction split 3; not checked: paging needs two');
    const whole = new Finding();
    whole.held.push('direction split 3');
    expect(whole.verdict()).toBe('held');
    expect(whole.seen()).toBe('direction split 3');
    finding.differs.push('skip ignored');
    expect(finding.verdict()).toBe('differs');
    expect(finding.seen()).toBe('skip ignored');
  });
});

describe('the service failures the doctor records and goes on from', () => {
  it('records refusals, failures and no answer, but not a refused key, an interrupt or its deadline', () => {
    for (const status of [400, 404, 409, 422, 429, 500, 503]) {
      expect(isAnswerOfTheService(answered(status)), String(status)).toBe(true);
    }
    expect(isAnswerOfTheService(answered(401))).toBe(false);
    expect(isAnswerOfTheService(answered(403))).toBe(false);
    expect(
      isAnswerOfTheService(
        new NetworkError('GET /usage', 'ECONNRESET', false, 'the connection was reset'),
      ),
    ).toBe(true);
    expect(isAnswerOfTheService(new AbortedError('GET /usage'))).toBe(false);
    expect(isAnswerOfTheService(new DeadlineError('GET /usage', 'the deadline passed'))).toBe(
      false,
    );
    expect(isAnswerOfTheService(new Error('a bug'))).toBe(false);
  });

  it('calls a 4xx a refusal (differs), but not a rate limit, a 5xx or no answer', () => {
    for (const status of [400, 404, 405, 409, 422]) expect(isRefusal(answered(status))).toBe(true);
    for (const status of [429, 500, 502, 503]) expect(isRefusal(answered(status))).toBe(false);
    expect(isRefusal(answered(501))).toBe(true);
    expect(
      isRefusal(new NetworkError('GET /usage', 'ECONNRESET', false, 'the connection was reset')),
    ).toBe(false);
  });

  it('tells a refusal that names a missing field from one that does not', () => {
    expect(missesField(answered(400, 'decision: is required'), 'decision')).toBe(true);
    expect(missesField(answered(422, 'choice is missing'), 'decision')).toBe(false);
    expect(missesField(answered(409, 'decision: is required'), 'decision')).toBe(false);
  });

  it('finds the row a failed request speaks for', () => {
    expect(ROW_ROUTES['stream-cursor']!.test('GET /testing/journey-runs/{id}/stream')).toBe(true);
    expect(ROW_ROUTES['journey-long-poll']!.test('GET /testing/journey-runs/{id}/stream')).toBe(
      false,
    );
    expect(ROW_ROUTES['recovery-field']!.test('POST /testing/journey-runs/{id}/recovery')).toBe(
      true,
    );
    expect(ROW_ROUTES['shared-path']!.test('POST /testing/runs/{id}/share')).toBe(true);
  });
});
