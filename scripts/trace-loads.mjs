// Loaded with --import (through NODE_OPTIONS, so child processes load it too): appends every file
// URL the process loads as a module to the file named by TRACE_LOADS_FILE. Used by
// scripts/package-files.mjs to learn which of the action bundle's chunks the CLI's demo loads.
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const file = process.env.TRACE_LOADS_FILE;
if (file) {
  registerHooks({
    load(url, context, nextLoad) {
      if (url.startsWith('file:')) appendFileSync(file, `${url}\n`);
      return nextLoad(url, context);
    },
  });
}
