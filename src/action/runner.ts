/**
 * The runner commands the action uses, written to GitHub's workflow-command protocol: inputs from
 * INPUT_*, outputs, state and the job summary through the files the runner names (GITHUB_OUTPUT,
 * GITHUB_STATE, GITHUB_STEP_SUMMARY), and masks, annotations, groups and debug lines as `::`
 * commands on stdout. It stands in for @actions/core in the main bundle: @actions/core loads an
 * OIDC client, and with it a second HTTP stack, on every run, for tokens this action never asks
 * for. The escaping rules are the runner's (the same @actions/core applies).
 */
import { randomUUID } from 'node:crypto';
import { accessSync, appendFileSync, constants, existsSync } from 'node:fs';
import { EOL } from 'node:os';
import type { ActionCore } from './action-core.js';

type Properties = Record<string, string | undefined>;

/** The runner's escaping of a command's message: %, CR and LF. */
export function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** The runner's escaping of a command's property value: the message's, and : and , too. */
export function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** `::name key=value,...::message`, the properties with no value left out. */
export function command(name: string, message: string, properties: Properties = {}): string {
  const given = Object.entries(properties).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  const props =
    given.length > 0 ? ` ${given.map(([k, v]) => `${k}=${escapeProperty(v)}`).join(',')}` : '';
  return `::${name}${props}::${escapeData(message)}`;
}

/**
 * A name and a value for GITHUB_OUTPUT or GITHUB_STATE, in the runner's multi-line form: a
 * delimiter that occurs in neither, so that any value (several lines included) is read whole.
 */
export function keyValue(name: string, value: string): string {
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter) || value.includes(delimiter)) {
    throw new Error(`The output ${name} holds the delimiter the runner reads it by.`);
  }
  return `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}`;
}

/** The runner of this process: its environment and stdout, read when each command is given. */
export function processRunner(
  given: { env?: NodeJS.ProcessEnv; write?: (text: string) => void } = {},
): ActionCore {
  const env = () => given.env ?? process.env;
  const write = given.write ?? ((text: string) => process.stdout.write(text));
  const issue = (name: string, message: string, properties?: Properties) =>
    write(`${command(name, message, properties)}${EOL}`);
  const fileCommand = (variable: string, name: string, value: string, fallback: string) => {
    const file = env()[variable];
    // Outside a runner that offers the file (an old or local runner): the command on stdout.
    if (!file) return issue(fallback, value, { name });
    if (!existsSync(file)) throw new Error(`The runner's ${variable} file ${file} does not exist.`);
    appendFileSync(file, `${keyValue(name, value)}${EOL}`, 'utf8');
  };
  return {
    getInput: (name) => (env()[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim(),
    setSecret: (secret) => issue('add-mask', secret),
    setOutput: (name, value) => fileCommand('GITHUB_OUTPUT', name, value, 'set-output'),
    setFailed: (message) => {
      process.exitCode = 1;
      issue('error', message);
    },
    info: (message) => write(`${message}${EOL}`),
    debug: (message) => issue('debug', message),
    warning: (message, properties) => issue('warning', message, properties),
    error: (message, properties) => issue('error', message, properties),
    notice: (message, properties) => issue('notice', message, properties),
    startGroup: (name) => issue('group', name),
    endGroup: () => issue('endgroup', ''),
    saveState: (name, value) => fileCommand('GITHUB_STATE', name, value, 'save-state'),
    getState: (name) => env()[`STATE_${name}`] ?? '',
    summary: jobSummary(env),
  };
}

/** The job summary: text gathered, then appended to GITHUB_STEP_SUMMARY on write(). */
function jobSummary(env: () => NodeJS.ProcessEnv): ActionCore['summary'] {
  let buffer = '';
  const summary = {
    addRaw(text: string, addEOL = false) {
      buffer += addEOL ? `${text}${EOL}` : text;
      return summary;
    },
    async write() {
      const file = env().GITHUB_STEP_SUMMARY;
      if (!file) {
        throw new Error(
          'GITHUB_STEP_SUMMARY is not set: this runner does not offer job summaries.',
        );
      }
      accessSync(file, constants.R_OK | constants.W_OK);
      appendFileSync(file, buffer, 'utf8');
      buffer = '';
      return summary;
    },
  };
  return summary;
}
