/**
 * The client by resource (issues 34 and 43): ServiceClient is one module per resource of the
 * interface, on one transport, and nothing more: callers use the resources
 * (`client.runs.start(...)`), and no operation has a second name on the client. Every request of
 * every resource goes through the one transport (its count, its key, its retries).
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
  it('answers through its resources, on one transport', async () => {
    const usage = { tier: 'paid', plan: 'team', runs: { inflight: 0, inflightCap: 5 } };
    const scope = nock(ORIGIN, { reqheaders: { authorization: `Bearer ${API_KEY}` } })
      .get('/api/v1/usage')
      .reply(200, ok(usage))
      .post('/api/v1/testing/runs/rep_1/share')
      .reply(200, ok({ shareToken: 'tok_1' }))
      .get('/api/v1/connections')
      .query({ limit: 2 })
      .reply(200, ok([]));
    const service = client();
    expect(await service.usage.get()).toEqual(usage);
    expect(await service.shares.create('rep_1')).toBe('tok_1');
    expect((await service.connections.list({ limit: 2 })).items).toEqual([]);
    expect(scope.isDone()).toBe(true);
    expect(service.transport.requestsSent).toBe(3);
    for (const resource of [service.runs, service.journeys, service.connections, service.usage]) {
      expect((resource as unknown as { transport: unknown }).transport).toBe(service.transport);
    }
  });

  it('has no operation of its own: its resources and their transport are all it holds', () => {
    expect(Object.getOwnPropertyNames(ServiceClient.prototype)).toEqual(['constructor']);
    expect(Object.keys(client()).sort()).toEqual([
      'connections',
      'journeys',
      'reports',
      'runs',
      'shares',
      'suites',
      'transport',
      'usage',
    ]);
  });

  it('checks an id before anything is sent', async () => {
    const service = client();
    await expect(service.journeys.get(' ')).rejects.toMatchObject({
      kind: 'input',
      field: 'journey run id',
    });
    await expect(service.runs.delete(' ')).rejects.toMatchObject({ field: 'report id' });
    expect(service.transport.requestsSent).toBe(0);
  });
});
