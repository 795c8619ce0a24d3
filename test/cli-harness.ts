/**
 * Drives the CLI in-process through main(argv, io, options), as a CI job would run it: stdout and
 * stderr captured apart (stderr byte for byte, progress rewrites included), the environment passed
 * in rather than taken from process.env, and process signals left alone.
 */
import type { CliOptions } from '../src/cli/context.js';
import { main } from '../src/cli/main.js';
import type { Emulator } from '../src/emulator/index.js';

export interface CliRun {
  code: number;
  /** Lines written to stdout, joined. */
  stdout: string;
  /** Everything written to stderr, in order, as the terminal would receive it. */
  stderr: string;
  /** stdout parsed as one JSON document. */
  // biome-ignore lint/suspicious/noExplicitAny: documents are inspected field by field
  json(): any;
}

export interface HarnessOptions extends CliOptions {
  /** Told everything written to stderr so far, after each write (to act on a log line). */
  onStderr?: (stderr: string) => void;
}

export async function cli(argv: string[], options: HarnessOptions = {}): Promise<CliRun> {
  const { onStderr, ...cliOptions } = options;
  const out: string[] = [];
  const err: string[] = [];
  const writeErr = (chunk: string) => {
    err.push(chunk);
    onStderr?.(err.join(''));
  };
  const code = await main(
    argv,
    { out: (line) => out.push(line), err: (line) => writeErr(`${line}\n`) },
    { env: {}, isTTY: false, signals: false, writeErr, ...cliOptions },
  );
  const stdout = out.join('\n');
  return { code, stdout, stderr: err.join(''), json: () => JSON.parse(stdout) };
}

/** The environment of a CI job that holds the service's key and address. */
export function serviceEnv(emulator: Emulator, apiKey: string): NodeJS.ProcessEnv {
  return { OCPI_TESTING_API_KEY: apiKey, OCPI_TESTING_BASE_URL: emulator.baseUrl };
}

/** Carriage returns and ANSI escape sequences (CSI and others). */
export const CONTROL = /[\r\u001b\u009b]/;
