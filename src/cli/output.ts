/**
 * Where the CLI writes, and how. stdout carries the result only: the human result, or with --json
 * exactly one JSON document. Everything else (log lines, the progress line, error explanations)
 * goes to stderr, so `ocpi-conformance run --json | jq` always reads clean JSON.
 *
 * Every string passes the invocation's secret store (the Terminal's `secrets`, created by main()
 * for each command line) on its way out, and is made inert (util/text.ts inertText): service text
 * (check names, partner messages) must not be able to move the cursor, recolour the terminal,
 * reorder what is read or fake a line. The only control sequences written are those of the
 * progress line, and only on a terminal. Text that is cut (oneLine, errorMessage) is redacted before the cut, so that
 * a cut inside a secret cannot leave its beginning visible.
 */
import { AbortedError, ConfigurationError, ServiceError } from '../client/index.js';
import { HandshakeError } from '../core/connection.js';
import type { ErrorKind } from '../core/reasons.js';
import { ClientError, InputError } from '../util/errors.js';
import type { Redactor } from '../util/redaction.js';
import { forLog, forLogLine } from '../util/text.js';
import { UsageError } from './args.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import type { CommandIo } from './io.js';

/** Carriage return, then erase the whole line: how the progress line is rewritten in place. */
const REWRITE_LINE = '\r\u001b[2K';

/** A pure text transform: the invocation's secret store's `redact`. */
export type Redact = (text: string) => string;

/**
 * Text as it may reach a terminal or a CI log: redacted (by `redact`, the invocation's store),
 * inert (control characters, bidi overrides and bare carriage returns shown escaped) and
 * disarmed: forLog, the action's log's form too.
 */
export function terminalText(text: string, redact: Redact): string {
  return forLog(text, redact);
}

/** One line of service text: redacted, whitespace runs (newlines included) collapsed, then bounded. */
export function oneLine(text: string, max: number, redact: Redact): string {
  const flat = terminalText(text, redact).replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export interface TerminalOptions {
  json: boolean;
  verbose: boolean;
  /** stderr is a terminal: show a progress line rewritten in place. */
  isTTY: boolean;
  /** Writes to stderr without a newline (the progress line); used only when isTTY. */
  writeErr: (chunk: string) => void;
}

export class Terminal {
  private progressText = '';

  constructor(
    private readonly io: CommandIo,
    readonly options: TerminalOptions,
    /** The invocation's secret store: everything this terminal writes is masked with it. */
    readonly secrets: Redactor,
  ) {}

  get json(): boolean {
    return this.options.json;
  }

  /** The store's text transform, for renderers that cut text (applied before the cut). */
  get redact(): Redact {
    return this.secrets.redact;
  }

  /** One line of service text, redacted before it is bounded (see oneLine). */
  oneLine(text: string, max = 300): string {
    return oneLine(text, max, this.secrets.redact);
  }

  /** A log line on stderr, above the progress line when one is shown. */
  log(line: string): void {
    const text = terminalText(line, this.secrets.redact);
    if (this.progressText) {
      this.options.writeErr(REWRITE_LINE);
      this.io.err(text);
      this.options.writeErr(this.progressText);
    } else {
      this.io.err(text);
    }
  }

  debug(line: string): void {
    if (this.options.verbose) this.log(line);
  }

  /**
   * One log line whatever the text holds: a line feed in it is shown as `\n`, so service text in a
   * message (a journey event, a partner's answer) cannot start a line of its own.
   */
  logLine(line: string): void {
    this.log(forLogLine(line, this.secrets.redact));
  }

  /** debug, as one line (see logLine). */
  debugLine(line: string): void {
    if (this.options.verbose) this.logLine(line);
  }

  /**
   * Shows or replaces the progress line. On a terminal it is rewritten in place; elsewhere it is
   * not shown at all (the gate's own log lines say the same, once per change).
   */
  progress(text: string): void {
    if (!this.options.isTTY) return;
    this.progressText = this.oneLine(text, 200);
    this.options.writeErr(`${REWRITE_LINE}${this.progressText}`);
  }

  /** Erases the progress line, so that what follows starts on a clean line. */
  endProgress(): void {
    if (!this.progressText) return;
    this.progressText = '';
    this.options.writeErr(REWRITE_LINE);
  }

  /** The human result on stdout (not with --json). */
  print(text: string): void {
    this.endProgress();
    this.io.out(terminalText(text, this.secrets.redact));
  }

  /** The one JSON document on stdout, every string redacted and credential fields masked. */
  printJson(value: unknown): void {
    this.endProgress();
    this.io.out(this.secrets.stringify(value, 2));
  }

  /**
   * Reports an error and returns its exit code. With --json the error document goes to stdout;
   * the explanation goes to stderr either way. A usage error is its one line, which already says
   * where the help is; the help itself is not repeated.
   */
  fail(error: unknown): ExitCode {
    this.endProgress();
    const message = errorMessage(error, this.secrets.redact);
    this.log(error instanceof UsageError ? message : `Error: ${message}`);
    // An error of the tool itself: its stack only when asked for (--verbose), for a report.
    if (isUnexpected(error) && error instanceof Error && error.stack) {
      this.debug(`Stack (redacted, for a report): ${error.stack}`);
    }
    if (this.options.json) this.printJson(errorDocument(error, this.secrets.redact));
    return exitCodeFor(error);
  }
}

/**
 * The exit code an error stands for: 2 when a value was wrong before anything was sent, 4 when
 * the service refused the request (every id a command sends was given by the user, so a 404 is a
 * refusal too), 3 when no result could be had.
 */
export function exitCodeFor(error: unknown): ExitCode {
  if (error instanceof UsageError) return EXIT.usage;
  // A handshake that failed is the partner's answer, not a wrong option.
  if (error instanceof HandshakeError) return EXIT.refused;
  if (error instanceof InputError) return EXIT.usage;
  if (error instanceof ServiceError && error.isRefusal) return EXIT.refused;
  // The base URL leads elsewhere: a mistake to fix, not an outage to wait out.
  if (error instanceof ConfigurationError) return EXIT.refused;
  return EXIT.noVerdict;
}

/**
 * An error as --json prints it (json-document.ts declares its shape for the help and the README).
 * errorKind is its one classification: the error itself carries facts (message, status, code),
 * never a second kind that could say otherwise.
 */
export interface ErrorDocument {
  /** The same field as a result's errorKind: input, refused, unavailable, interrupted or internal. */
  errorKind: ErrorKind;
  error: {
    message: string;
    /** The option at fault, without dashes. */
    field?: string;
    /** The HTTP status the service answered. */
    status?: number;
    /** The service's machine code. */
    code?: string;
  };
}

/** The error as a JSON document; `redact` (the invocation's store's) is applied to the message before it is cut. */
export function errorDocument(error: unknown, redact: Redact): ErrorDocument {
  return { errorKind: errorKindOf(error), error: errorFields(error, redact) };
}

/** The kind of error for a workflow, as its exit code already tells it (2: input, 4: refused). */
function errorKindOf(error: unknown): ErrorKind {
  if (isUnexpected(error)) return 'internal';
  if (error instanceof AbortedError) return 'interrupted';
  const code = exitCodeFor(error);
  return code === EXIT.usage ? 'input' : code === EXIT.refused ? 'refused' : 'unavailable';
}

function errorFields(error: unknown, redact: Redact): ErrorDocument['error'] {
  const message = errorMessage(error, redact);
  if (error instanceof UsageError) {
    return { message, field: error.field };
  }
  // The option to change, when the error names a setting (a refused key, the deadline...).
  const field =
    error instanceof ClientError && error.setting ? optionName(error.setting) : undefined;
  if (error instanceof ServiceError) {
    return { message, field, status: error.status, code: error.code };
  }
  if (error instanceof InputError) {
    return { message, field: optionName(error.field) };
  }
  if (error instanceof ClientError) return { message, field };
  return { message };
}

export function errorMessage(error: unknown, redact: Redact): string {
  if (!isUnexpected(error)) return redact((error as Error).message);
  // One bounded line, whatever the message holds (redacted before it is cut).
  const message = error instanceof Error ? error.message : String(error);
  const flat = redact(message).replace(/\s+/g, ' ').trim();
  const what = flat.length > 500 ? `${flat.slice(0, 499)}…` : flat;
  return redact(
    `An unexpected error of ocpi-conformance itself: ${what || 'no message'}. No result was reached; this is not a verdict. Run again with --verbose, and report it if it stays.`,
  );
}

/** An error none of the tool's own kinds describes: a bug, or a failure it did not foresee. */
export function isUnexpected(error: unknown): boolean {
  return !(error instanceof UsageError || error instanceof ClientError);
}

/** A client field name as the CLI option that sets it: ourCountryCode -> our-country-code. */
export function optionName(field: string): string {
  return field
    .replace(/^-+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/\s+/g, '-')
    .toLowerCase();
}
