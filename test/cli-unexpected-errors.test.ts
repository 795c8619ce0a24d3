/**
 * An error of the tool itself (a bug) that a command lets escape: main() answers it like any other
 * error, as one redacted line on stderr (and the one error document with --json), never as a
 * stack trace, and with exit code 3, no verdict; exit 1 would read as a failed gate.
 */
import { describe, expect, it } from 'vitest';
import { EXIT } from '../src/cli/exit-codes.js';
import { Redactor } from '../src/util/redaction.js';
import { cli } from './cli-harness.js';

const KEY = 'pets_cli_bug_key_000000007';
const TOKEN_A = 'token-a-cli-bug-0000000009';
const REGISTERED = 'registered-cli-bug-secret-0003';
const env = { OCPI_TESTING_API_KEY: KEY, OCPI_TESTING_BASE_URL: 'https://svc.example.com/api/v1' };

/** A clock that fails as a bug would, quoting every secret of the command line. */
function brokenClock(): () => number {
  return () => {
    throw new TypeError(
      `Cannot read properties of undefined (reading 'at')\n    with key ${KEY}, token ${TOKEN_A} and ${REGISTERED}`,
    );
  };
}

const STACK_LINE = /^\s+at /m;

function expectNothingLeaked(text: string): void {
  for (const secret of [KEY, TOKEN_A, REGISTERED]) expect(text).not.toContain(secret);
}

/** The command line's secret store, brought by the caller (as index.ts does), holding one more secret. */
function store(): Redactor {
  const secrets = new Redactor();
  secrets.add(REGISTERED);
  return secrets;
}

describe('an unexpected error of a command', () => {
  it('is one redacted line on stderr without a stack trace, and exit 3 (no verdict)', async () => {
    const run = await cli(['run', '--token-a', TOKEN_A], {
      env,
      now: brokenClock(),
      secrets: store(),
    });
    expect(run.code).toBe(EXIT.noVerdict);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(
      /^Error: An unexpected error of ocpi-conformance itself: Cannot read properties of undefined \(reading 'at'\) with key \*\*\*, token \*\*\* and \*\*\*\. No result was reached; this is not a verdict\. Run again with --verbose, and report it if it stays\.\n$/,
    );
    expect(run.stderr).not.toMatch(STACK_LINE);
    expectNothingLeaked(run.stderr);
  });

  it('prints exactly one JSON document with --json, of kind internal', async () => {
    const run = await cli(['run', '--json', `--token-a=${TOKEN_A}`], {
      env,
      now: brokenClock(),
      secrets: store(),
    });
    expect(run.code).toBe(EXIT.noVerdict);
    const document = run.json();
    expect(Object.keys(document)).toEqual(['errorKind', 'error']);
    // A bug of the tool is never an outage a workflow may tolerate.
    expect(document.errorKind).toBe('internal');
    expect(document.error).not.toHaveProperty('kind');
    expect(document.error.message).toMatch(/^An unexpected error of ocpi-conformance itself: /);
    expect(run.stderr).not.toMatch(STACK_LINE);
    expectNothingLeaked(run.stdout + run.stderr);
  });

  it('shows the stack, redacted, only with --verbose', async () => {
    const run = await cli(['run', '--verbose', '--token-a', TOKEN_A], {
      env,
      now: brokenClock(),
      secrets: store(),
    });
    expect(run.code).toBe(EXIT.noVerdict);
    expect(run.stderr).toMatch(/^Stack \(redacted, for a report\): TypeError: /m);
    expect(run.stderr).toMatch(STACK_LINE);
    expectNothingLeaked(run.stderr);
  });
});
