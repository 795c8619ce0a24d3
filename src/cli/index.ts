#!/usr/bin/env node
// First, before any dependency loads: on an older Node.js it says which one it needs and exits.
import './node-guard.js';
import { exitOnceFlushed } from '../util/exit.js';
import { Redactor } from '../util/redaction.js';
import { EXIT } from './exit-codes.js';
import { main } from './main.js';
import { errorMessage, terminalText } from './output.js';

/**
 * The last resort: main() answers what a command throws, so this only sees what escapes it (an
 * error in answering one, or in a callback nothing awaits). Node would print a stack trace, which
 * may quote a secret, and exit 1, which reads as a failed gate: one redacted line and exit 3
 * (no verdict) instead. It masks with the command line's secret store, created here and handed
 * to main().
 */
const secrets = new Redactor();

function lastResort(error: unknown): Promise<never> {
  const line = terminalText(`Error: ${errorMessage(error, secrets.redact)}`, secrets.redact);
  process.stderr.write(`${line}\n`);
  return exitOnceFlushed(EXIT.noVerdict);
}

process.on('uncaughtException', (error) => void lastResort(error));
process.on('unhandledRejection', (error) => void lastResort(error));

let code: number;
try {
  code = await main(process.argv.slice(2), undefined, { secrets });
} catch (error) {
  code = await lastResort(error);
}
await exitOnceFlushed(code);
