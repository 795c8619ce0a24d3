#!/usr/bin/env node
/**
 * The CLI's entry: it checks the Node.js version before anything else is loaded (an older Node
 * fails inside a dependency as it loads), then starts the CLI (start.ts).
 */
import { EXIT } from './exit-codes.js';
import { nodeVersionProblem } from './node-version.js';

const problem = nodeVersionProblem(process.versions.node, process.execPath);
if (problem === undefined) {
  await import('./start.js');
} else {
  process.stderr.write(`Error: ${problem}\n`);
  // --json promises exactly one JSON document on stdout, errors too.
  if (process.argv.includes('--json')) {
    process.stdout.write(
      `${JSON.stringify({ errorKind: 'input', error: { kind: 'runtime', message: problem } })}\n`,
    );
  }
  process.exitCode = EXIT.usage;
}
