/**
 * The client by resource (issue 34): ServiceClient is a facade over one module per resource of the
 * interface, on one transport. A resource answers as the operation's old name does, and every
 * request of every resource goes through the one transport (its count, its key, its retries).
 */
import nock from 'nock';
import { Agent } from 'undici';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ServiceClient } from '../src/client/index.js';
import { Redactor } from '../src/util/redaction.js';

const ORIGIN = 'https://service.invalid';
const API_KEY = 'pets_test_RESOURCES_KEY_0001';
const ok = (data: unknown) => ({ success: true, data });

let agent: Agent;
beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());
beforeEach(() => {
  agent = new Agent();
});
afterEach(async () => {
  nock.cleanAll();
  await agent.close();
});

function client(): ServiceClient {
  return new ServiceClient({
    baseUrl: `${ORIGIN}/api/v1`,
    apiKey: API_KEY,
    dispatcher: agent,
    redactor: new Redactor(),
    sleep: async () => {},
  });
}

describe('the service client by resource', () => {
  it('answers through a resource as through the operation of the same name, on one transport', async () => {
    const usage = { tier: 'paid', plan: 'team', runs: { inflight: 0, inflightCap: 5 } };
    const scope = nock(ORIGIN, { reqheaders: { authorization: `Bearer ${API_KEY}` } })
      .get('/api/v1/usage')
      .times(2)
      .reply(200, ok(usage))
      .post('/api/v1/testing/runs/rep_1/share')
      .times(2)
      .reply(200, ok({ shareToken: 'tok_1' }))
      .get('/api/v1/connections')
      .query({ limit: 2 })
      .times(2)
      .reply(200, ok([]));
    const service = client();
    expect(await service.usage.get()).toEqual(await service.getUsage());
    expect(await service.shares.create('rep_1')).toBe(await service.shareRun('rep_1'));
    expect(await service.connections.list({ limit: 2 })).toEqual(
      await service.listConnections({ limit: 2 }),
    );
    expect(scope.isDone()).toBe(true);
    expect(service.transport.requestsSent).toBe(6);
    for (const resource of [service.runs, service.journeys, service.connections, service.usage]) {
      expect((resource as unknown as { transport: unknown }).transport).toBe(service.transport);
    }
  });

  it('checks an id before anything is sent, whichever name is used', async () => {
    const service = client();
    await expect(service.journeys.get(' ')).rejects.toMatchObject({
      kind: 'input',
      field: 'journey run id',
    });
    await expect(service.getJourneyRun(' ')).rejects.toMatchObject({ field: 'journey run id' });
    expect(service.transport.requestsSent).toBe(0);
  });
});
