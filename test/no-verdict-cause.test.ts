/**
 * Why there is no verdict decides the CLI's exit code (4: fix the configuration, 3: try again
 * later). A refusal read as an outage would let a CI that tolerates outages stop gating silently.
 */
import { describe, expect, it } from 'vitest';
import { NetworkError, ServiceError } from '../src/client/index.js';
import { HandshakeError } from '../src/core/connection.js';
import { noVerdictCause } from '../src/core/reasons.js';
import { InputError } from '../src/util/errors.js';

function serviceError(
  status: number,
  extra: Partial<ConstructorParameters<typeof ServiceError>[2]> = {},
): ServiceError {
  return new ServiceError(`HTTP ${status}`, 'GET /x', {
    status,
    serviceMessage: '',
    attempts: 1,
    ...extra,
  });
}

describe('noVerdictCause', () => {
  it('calls the refusals of the key, the plan and the configuration refused', () => {
    for (const status of [400, 401, 403, 409, 422]) {
      expect(noVerdictCause(serviceError(status)), String(status)).toBe('refused');
    }
    const cap = serviceError(402, { limit: { id: 'connections', used: 1, cap: 1 } });
    expect(noVerdictCause(cap)).toBe('refused');
    expect(noVerdictCause(serviceError(402, { capability: 'external-endpoints' }))).toBe('refused');
  });

  it('calls a connection or a path the service does not know refused', () => {
    const connection = serviceError(404, { resource: { kind: 'connection', id: 'con_x' } });
    expect(noVerdictCause(connection)).toBe('refused');
    // No resource named: the path itself is unknown, as with a wrong base-url.
    expect(noVerdictCause(serviceError(404))).toBe('refused');
  });

  it('calls a lost run or report, busy run slots, rate limits and outages unavailable', () => {
    const lost = serviceError(404, { resource: { kind: 'journey run', id: 'jr_1' } });
    expect(noVerdictCause(lost)).toBe('unavailable');
    const slots = serviceError(402, { limit: { id: 'run-concurrency', used: 5, cap: 5 } });
    expect(noVerdictCause(slots)).toBe('unavailable');
    for (const status of [408, 429, 500, 502, 503]) {
      expect(noVerdictCause(serviceError(status)), String(status)).toBe('unavailable');
    }
    expect(noVerdictCause(new NetworkError('GET /x', 'ECONNREFUSED', true, 'down'))).toBe(
      'unavailable',
    );
    expect(noVerdictCause(new Error('bug'))).toBe('unavailable');
  });

  it("calls the gate's own checks against the account refused", () => {
    expect(noVerdictCause(new InputError('module', 'no such module'))).toBe('refused');
    expect(noVerdictCause(new HandshakeError('handshake failed'))).toBe('refused');
  });
});
