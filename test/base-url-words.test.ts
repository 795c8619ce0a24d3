/**
 * The words of a base URL the tool cannot use, as each front end prints them (issue 34): the
 * client says what is wrong, and the CLI and the action name the setting in their own words (the
 * CLI the flag or the environment variable the value came from, the action its input). Pinned
 * byte for byte, as printed before the client's wording moved.
 */
import { describe, expect, it } from 'vitest';
import { runAction } from '../src/action/main.js';
import { cli } from './cli-harness.js';
import { recordingCore } from './helpers/fake-core.js';

const KEY = 'pets_base_url_words_key_0001';

/** Each base URL, and what follows the setting's name in the CLI's account commands, `run`, and the action. */
const CASES = [
  {
    raw: 'testing example',
    cli: '"testing example" is not a URL. Give the service\'s base URL, for example https://testing.example.com/api/v1.',
    run: '"testing example" is not a URL. Give the service\'s base URL, for example https://testing.example.com/api/v1.',
    action:
      '"testing example" is not a URL. Give the service\'s base URL, for example https://testing.example.com/api/v1.',
  },
  {
    raw: 'ftp://svc.invalid/api/v1',
    cli: 'must use http or https, not "ftp:".',
    run: 'must use http or https, not "ftp:".',
    action: 'must use http or https, not "ftp:".',
  },
  {
    raw: 'https://user:pw@svc.invalid/api/v1',
    cli: 'must not carry credentials; give the API key separately (--api-key).',
    run: 'must not carry credentials; give the API key separately (--api-key).',
    action: 'must not carry credentials; give the API key separately (api-key).',
  },
  {
    raw: 'https://svc.invalid/api/v1?x=1',
    cli: 'must not have a query or fragment.',
    run: 'must not have a query or fragment.',
    action: 'must not have a query or fragment.',
  },
  {
    raw: 'http://svc.invalid/api/v1',
    cli: '"http://svc.invalid/api/v1" uses plain http: the API key would cross the network unencrypted. Use https://svc.invalid/api/v1, or, for a service on a private network you trust, set --allow-insecure-http to true.',
    run: '"http://svc.invalid/api/v1" uses plain http: the API key would cross the network unencrypted. Use https://svc.invalid/api/v1, or, for a service on a private network you trust, set --allow-insecure-http to true.',
    action:
      '"http://svc.invalid/api/v1" uses plain http: the API key would cross the network unencrypted. Use https://svc.invalid/api/v1, or, for a service on a private network you trust, set allow-insecure-http to true.',
  },
  {
    raw: 'https://svc.invalid/v2',
    cli: '"https://svc.invalid/v2" must end in the version segment /api/v1, for example https://svc.invalid/api/v1.',
    run: '"https://svc.invalid/v2" must end in the version segment /api/v1, for example https://svc.invalid/api/v1.',
    action:
      '"https://svc.invalid/v2" must end in the version segment /api/v1, for example https://svc.invalid/api/v1.',
  },
];

describe('a base URL the tool cannot use, before any request', () => {
  it.each(CASES)('$raw: the CLI names the flag or the environment variable', async (c) => {
    const byEnv = await cli(['usage'], {
      env: { OCPI_TESTING_API_KEY: KEY, OCPI_TESTING_BASE_URL: c.raw },
    });
    expect([byEnv.code, byEnv.stderr]).toEqual([2, `Error: OCPI_TESTING_BASE_URL ${c.cli}\n`]);
    const byFlag = await cli(['usage', '--base-url', c.raw], {
      env: { OCPI_TESTING_API_KEY: KEY },
    });
    expect([byFlag.code, byFlag.stderr]).toEqual([2, `Error: --base-url ${c.cli}\n`]);
    const run = await cli(['run', '--connection', 'c1', '--base-url', c.raw], {
      env: { OCPI_TESTING_API_KEY: KEY },
    });
    expect([run.code, run.stderr]).toEqual([
      2,
      `Error: 1 problem in the options of "run":\n- --base-url: ${c.run}\n`,
    ]);
  });

  it.each(CASES)('$raw: the action names its input', async (c) => {
    const core = recordingCore({ 'api-key': KEY, 'base-url': c.raw });
    await runAction(core, { env: { GITHUB_REPOSITORY: 'o/r' } });
    expect(core.failed).toBe(
      `No verdict: 1 problem in the action's inputs:\n- base-url: ${c.action}`,
    );
  });
});
