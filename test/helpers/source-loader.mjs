/**
 * Lets plain `node` run the TypeScript sources, for the tests that need the action or the CLI in a
 * process of its own (real signals, a process per CI job): imported first by action-entry.mjs and
 * cli-entry.mjs, which stand where dist/index.js and dist/cli/index.js stand.
 *
 * Two module hooks (module.registerHooks: synchronous, in this thread):
 * - resolve: the sources import `./x.js`, as TypeScript under NodeNext wants; when no such file
 *   exists, `./x.ts` is taken instead.
 * - load: a `.ts` file is transformed, not only stripped (the sources use parameter properties),
 *   with module.stripTypeScriptTypes. The output is cached by the source's hash and the Node
 *   version under node_modules/.cache, and V8's compile cache is on: a process then starts about
 *   as fast as the bundle (0.25 s against 0.6 s with a cold cache on the 2-core CI machine).
 *
 * No flag is needed, so `node test/helpers/action-entry.mjs` works wherever `node dist/index.js`
 * does, including as the demo's action path.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { enableCompileCache, registerHooks, stripTypeScriptTypes } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CACHE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../node_modules/.cache/ocpi-test-sources',
);
mkdirSync(CACHE, { recursive: true });
enableCompileCache(path.join(CACHE, 'v8'));

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (
      /^\.\.?\//.test(specifier) &&
      specifier.endsWith('.js') &&
      context.parentURL?.startsWith('file:')
    ) {
      const url = new URL(specifier, context.parentURL);
      if (!existsSync(url)) {
        const ts = new URL(url.href.replace(/\.js$/, '.ts'));
        if (existsSync(ts)) return nextResolve(ts.href, context);
      }
    }
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
    return { format: 'module', source: transformed(fileURLToPath(url)), shortCircuit: true };
  },
});

function transformed(file) {
  const source = readFileSync(file, 'utf8');
  const key = createHash('sha256')
    .update(process.version)
    .update('\0')
    .update(source)
    .digest('hex');
  const cached = path.join(CACHE, `${key}.js`);
  if (existsSync(cached)) return readFileSync(cached, 'utf8');
  const code = stripTypeScriptTypes(source, { mode: 'transform', sourceUrl: file });
  // Written aside and renamed: processes starting at the same time never read half a file.
  const partial = `${cached}.${process.pid}`;
  writeFileSync(partial, code);
  renameSync(partial, cached);
  return code;
}
