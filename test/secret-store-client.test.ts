/**
 * The client masks with the secret store its entry point hands it, and masks before it cuts: the first words of a page that is not the service's JSON (a proxy or
 * gateway page) go into the error message cut at 200 characters, and a secret straddling that
 * cut leaves no prefix.
 */
import nock from 'nock';
import { Agent } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ServiceClient, ServiceError } from '../src/client/index.js';
import { Redactor } from '../src/util/redaction.js';

const ORIGIN = 'https://service.test';
const API_KEY = 'pets_client_STORE_key_0007';

let agent: Agent;
beforeAll(() => {
  nock.disableNetConnect();
  agent = new Agent();
});
afterEach(() => nock.cleanAll());
afterAll(async () => {
  nock.enableNetConnect();
  await agent.close();
});

describe("the client's secret store", () => {
  it('is the one it is given, and gets the API key', () => {
    const secrets = new Redactor();
    new ServiceClient({ baseUrl: `${ORIGIN}/api/v1`, apiKey: API_KEY, redactor: secrets });
    expect(secrets.redact(API_KEY)).toBe('***');
  });

  it('masks a gateway page before cutting it into the error message', async () => {
    // The page's text, collapsed to one line, is cut at 200 characters: the key starts 10
    // characters before.
    const page = `<html>${'g'.repeat(200 - 6 - 10)}${API_KEY} and the rest of the page</html>`;
    nock(ORIGIN).get('/api/v1/usage').reply(502, page, { 'content-type': 'text/html' });
    const client = new ServiceClient({
      baseUrl: `${ORIGIN}/api/v1`,
      apiKey: API_KEY,
      dispatcher: agent,
      redactor: new Redactor(),
      retry: { maxRetries: 0 },
      sleep: async () => {},
    });
    const error = (await client.usage.get().catch((e) => e)) as ServiceError;
    expect(error).toBeInstanceOf(ServiceError);
    const text = `${error.message}\n${error.serviceMessage}`;
    expect(text).not.toContain(API_KEY.slice(0, 8));
    expect(text).toContain(`${'g'.repeat(20)}***`);
  });
});
