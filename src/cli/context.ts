/**
 * What every command of the CLI runs with, injectable so that tests drive commands in-process:
 * the environment, whether stderr is a terminal, the process signals, the clock and the client's
 * timing. Defaults are the real process.
 */
import type { EventEmitter } from 'node:events';
import type { ClientOptions } from '../client/index.js';
import type { Clock } from '../util/clock.js';
import { Redactor } from '../util/redaction.js';
import { EXIT } from './exit-codes.js';
import type { CommandIo } from './io.js';
import { Terminal } from './output.js';

export interface CliOptions {
  /** Default process.env. Read for OCPI_TESTING_* fallbacks and CI seed derivation. */
  env?: NodeJS.ProcessEnv;
  /** stderr is a terminal, so the progress line is rewritten in place. Default process.stderr.isTTY. */
  isTTY?: boolean;
  /** Writes to stderr without a newline (the progress line). Default process.stderr.write. */
  writeErr?: (chunk: string) => void;
  /**
   * A person is there to answer: stdin and stdout are terminals (replay asks before a write).
   * Default process.stdin.isTTY and process.stdout.isTTY.
   */
  interactive?: boolean;
  /** Asks the person a question on the terminal and returns the answer. Default: readline on stdin. */
  ask?: (question: string) => Promise<string>;
  /** Where relative paths (journey, report-file, junit) are resolved. Default process.cwd(). */
  cwd?: string;
  /** Aborting it interrupts a run as a first SIGINT would (tests). */
  signal?: AbortSignal;
  /** Where SIGINT and SIGTERM are listened for; false: not at all. Default process. */
  signals?: EventEmitter | false;
  /** Ends the process after an interrupt by signal. Default process.exit. */
  exit?: (code: number) => void;
  /** What a run's deadline and time limits are counted on (tests); default the system's. */
  clock?: Clock;
  now?: () => number;
  /** Client timing for tests that compress time. */
  client?: Pick<ClientOptions, 'sleep' | 'random' | 'retry' | 'requestTimeoutMs' | 'dispatcher'>;
  /** How often the progress line is redrawn; default 1 s. */
  progressIntervalMs?: number;
  /**
   * The secret store of this invocation: secrets are registered into it as they are read, and
   * everything written is masked with it. main() creates one per command line; there is no
   * process-wide store.
   */
  secrets?: Redactor;
}

/**
 * The terminal of one command. --json and --verbose are looked for in argv directly, so that
 * even a command line that does not parse is answered in the form asked for. It masks with the
 * invocation's store (options.secrets, set by main()); a command run on its own, without main(),
 * is an invocation of its own and gets a new store, which its terminal then carries
 * (terminal.secrets) to everything the command reads and writes.
 */
export function terminalFor(io: CommandIo, argv: readonly string[], options: CliOptions) {
  const end = argv.indexOf('--');
  const flags = end === -1 ? argv : argv.slice(0, end);
  return new Terminal(
    io,
    {
      json: flags.includes('--json'),
      verbose: flags.includes('--verbose'),
      isTTY: options.isTTY ?? process.stderr.isTTY === true,
      writeErr: options.writeErr ?? ((chunk) => process.stderr.write(chunk)),
    },
    options.secrets ?? new Redactor(),
  );
}

export type InterruptSignal = 'SIGINT' | 'SIGTERM';

/**
 * Listens for SIGINT and SIGTERM: the first calls `first` (stop waiting, cancel what can be
 * cancelled), a second calls `second` (leave at once). Returns a function that stops listening.
 */
export function onInterrupt(
  emitter: EventEmitter,
  first: (signal: InterruptSignal) => void,
  second: (signal: InterruptSignal) => void,
): () => void {
  let received = false;
  const listeners = (['SIGINT', 'SIGTERM'] as const).map((signal) => {
    const listener = () => {
      if (received) second(signal);
      else {
        received = true;
        first(signal);
      }
    };
    emitter.on(signal, listener);
    return [signal, listener] as const;
  });
  return () => {
    for (const [signal, listener] of listeners) emitter.off(signal, listener);
  };
}

export type InterruptCause = InterruptSignal | 'abort';

/**
 * A command's interrupts: the first SIGINT or SIGTERM, or the caller's options.signal, calls
 * `first` and aborts the returned signal (the command stops and cancels what it started); a
 * second signal calls `second` and exits 3 at once.
 */
export function listenForInterrupts(
  options: CliOptions,
  first: (cause: InterruptCause) => void,
  second: (signal: InterruptSignal) => void,
) {
  const controller = new AbortController();
  let interruptedBy: InterruptCause | undefined;
  const interrupt = (cause: InterruptCause) => {
    if (controller.signal.aborted) return;
    interruptedBy = cause;
    first(cause);
    controller.abort();
  };
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const stopSignals =
    options.signals === false
      ? () => {}
      : onInterrupt(options.signals ?? process, interrupt, (signal) => {
          second(signal);
          exit(EXIT.noVerdict);
        });
  const onAbort = () => interrupt('abort');
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) interrupt('abort');
  return {
    signal: controller.signal,
    by: () => interruptedBy,
    stop: () => {
      stopSignals();
      options.signal?.removeEventListener('abort', onAbort);
    },
  };
}
