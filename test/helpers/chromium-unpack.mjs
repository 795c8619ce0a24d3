/**
 * The process that unpacks @sparticuz/chromium's headless shell for test/helpers/chromium.ts
 * (unpackBundled starts it, detached): `node test/helpers/chromium-unpack.mjs ROOT [BIN]`. The
 * package unpacks into the temporary folder, so this process's temporary folder is a fresh staging
 * folder under ROOT, renamed into place once whole (unpackInto). It is a process of its own so that
 * nothing that stops waiting for it cuts it short. A failure is written to stderr, exit code 1.
 */
import { rmSync } from 'node:fs';
import { stagingFolder, unpackInto } from './chromium.ts';

const [root, bin] = process.argv.slice(2);
try {
  const staging = stagingFolder(root);
  if (staging !== undefined) {
    // After a failure the package's other archives may still be writing into it: once they are
    // done, this process exits, and what they wrote goes too.
    process.once('exit', () => rmSync(staging, { recursive: true, force: true }));
    process.env.TMPDIR = staging;
    await unpackInto(root, bin || undefined, staging);
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
