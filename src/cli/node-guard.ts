/**
 * Imported first by the CLI's entry (index.ts), so that it runs before any dependency loads: on
 * an older Node.js they fail as they load, with a stack trace that names none of this. It says
 * which Node.js is needed and exits 2 (found before any request was sent).
 */
import { EXIT } from './exit-codes.js';
import { nodeVersionProblem } from './node-version.js';

const problem = nodeVersionProblem(process.versions.node, process.execPath);
if (problem !== undefined) {
  process.stderr.write(`Error: ${problem}\n`);
  // --json promises exactly one JSON document on stdout, errors too.
  if (process.argv.includes('--json')) {
    process.stdout.write(
      `${JSON.stringify({ errorKind: 'input', error: { message: problem } })}\n`,
    );
  }
  process.exit(EXIT.usage);
}
