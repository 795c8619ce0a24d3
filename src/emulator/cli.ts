/**
 * `ocpi-conformance emulator`: serves the service emulator (a test double of the Partner Endpoint
 * Testing Service) on 127.0.0.1 until SIGINT or SIGTERM. Every flag is checked before the server
 * starts; a bad one is named with its fix and exits 2.
 *
 * In-process use (tests): pass `signal` to stop it and `onReady` to get the running emulator.
 */
import { parseArgs } from 'node:util';
import { plural } from '../util/text.js';
import { FAULT_SPEC_SYNTAX, type FaultRule, parseFaultSpec } from './faults.js';
import { DEMO_OWNERS, type Emulator, type EmulatorOptions, startEmulator } from './index.js';
import { API_KEY_PREFIX } from './owner-store.js';
import { SCENARIO_NAMES } from './scenarios.js';
import type { ScenarioName } from './types.js';

export const EMULATOR_HELP = `Usage: ocpi-conformance emulator [options]

Serves an EMULATOR of the Partner Endpoint Testing Service on 127.0.0.1: a deterministic test
double for tests and demos, not the real service. Runs on an emulated clock.

Options:
  --port N                  port on 127.0.0.1 (default 8787; 0 picks a free one)
  --speed X                 emulated seconds per real second (default 1)
  --scenario NAME           what runs produce (default all-pass): ${SCENARIO_NAMES.join(', ')}
  --key OWNER=KEY           add an owner on the team plan, or replace an owner's key; the key
                            must start with ${API_KEY_PREFIX} (repeatable)
  --fault SPEC              inject a fault (repeatable); SPEC is
                            ${FAULT_SPEC_SYNTAX.split('\n').join('\n                            ')}
  --partner PREFIX=registered | PREFIX=failed:MESSAGE
                            handshake outcome for partner base URLs starting with PREFIX
                            (repeatable; default registered)
  -h, --help                show this help

Stop with Ctrl-C (SIGINT) or SIGTERM.`;

export interface EmulatorCommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface EmulatorCommandOptions {
  /** Stops the emulator like a signal would (tests). */
  signal?: AbortSignal;
  /** Called once the emulator listens (tests). */
  onReady?: (emulator: Emulator) => void;
}

class FlagError extends Error {}

interface Settings {
  options: EmulatorOptions;
  faults: FaultRule[];
  partners: { prefix: string; status: 'registered' | 'failed'; lastError?: string }[];
  scenario: string;
}

export async function runEmulatorCommand(
  argv: string[],
  io: EmulatorCommandIo,
  commandOptions: EmulatorCommandOptions = {},
): Promise<number> {
  let settings: Settings | 'help';
  try {
    settings = readFlags(argv);
  } catch (error) {
    io.err(`${(error as Error).message}\nRun "ocpi-conformance emulator --help" for the options.`);
    return 2;
  }
  if (settings === 'help') {
    io.out(EMULATOR_HELP);
    return 0;
  }

  let emulator: Emulator;
  try {
    emulator = await startEmulator(settings.options);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    io.err(
      code === 'EADDRINUSE'
        ? `Port ${settings.options.port} on 127.0.0.1 is in use; choose another with --port N (0 picks a free one).`
        : `The emulator could not start: ${(error as Error).message}`,
    );
    return 1;
  }
  for (const rule of settings.faults) emulator.addFault(rule);
  for (const { prefix, ...outcome } of settings.partners) emulator.setPartner(prefix, outcome);

  printBanner(emulator, settings, io);
  commandOptions.onReady?.(emulator);

  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      commandOptions.signal?.removeEventListener('abort', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    if (commandOptions.signal?.aborted) stop();
    else commandOptions.signal?.addEventListener('abort', stop, { once: true });
  });
  io.out('Stopping the emulator...');
  await emulator.close();
  io.out('Emulator stopped.');
  return 0;
}

interface FlagValues {
  port?: string;
  speed?: string;
  scenario?: string;
  key?: string[];
  fault?: string[];
  partner?: string[];
  help?: boolean;
}

/** The settings of the flags, each checked in the order of the help text. */
function readFlags(argv: string[]): Settings | 'help' {
  const values = parseFlags(argv);
  if (values.help) return 'help';
  const port = readPort(values.port);
  const speed = readSpeed(values.speed);
  const scenario = readScenario(values.scenario);
  const keys = readKeys(values.key ?? []);
  const faults = (values.fault ?? []).map(readFault);
  const partners = (values.partner ?? []).map(readPartner);
  return {
    options: { port, speed, scenario: scenario as ScenarioName, keys },
    faults,
    partners,
    scenario,
  };
}

function parseFlags(argv: string[]): FlagValues {
  try {
    return parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        speed: { type: 'string' },
        scenario: { type: 'string' },
        key: { type: 'string', multiple: true },
        fault: { type: 'string', multiple: true },
        partner: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new FlagError((error as Error).message);
  }
}

function readPort(value: string | undefined): number {
  const port = value === undefined ? 8787 : Number(value);
  if (!/^\d+$/.test(value ?? '8787') || port > 65_535) {
    throw new FlagError(
      `--port "${value}" is not a port; give an integer from 0 to 65535 (0 picks a free one).`,
    );
  }
  return port;
}

function readSpeed(value: string | undefined): number {
  const speed = value === undefined ? 1 : Number(value);
  if (!Number.isFinite(speed) || speed <= 0) {
    throw new FlagError(
      `--speed "${value}" is not a positive number; give emulated seconds per real second, such as 1 or 60.`,
    );
  }
  return speed;
}

function readScenario(value: string | undefined): string {
  const scenario = value ?? 'all-pass';
  if (!(SCENARIO_NAMES as readonly string[]).includes(scenario)) {
    throw new FlagError(
      `--scenario "${scenario}" is unknown; use one of ${SCENARIO_NAMES.join(', ')}.`,
    );
  }
  return scenario;
}

/** OWNER=KEY pairs by owner. */
function readKeys(pairs: string[]): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const pair of pairs) {
    const equals = pair.indexOf('=');
    const owner = pair.slice(0, equals);
    const key = pair.slice(equals + 1);
    if (equals <= 0 || key === '') {
      throw new FlagError(
        `--key "${redactKey(pair)}" is not OWNER=KEY; write it as --key acme=${API_KEY_PREFIX}...`,
      );
    }
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(owner)) {
      throw new FlagError(`--key: owner "${owner}" must be letters, digits, "_", "." or "-".`);
    }
    if (!key.startsWith(API_KEY_PREFIX) || key.length < 12) {
      throw new FlagError(
        `--key ${owner}=...: API keys of the service start with "${API_KEY_PREFIX}" and have at least 12 characters.`,
      );
    }
    keys[owner] = key;
  }
  return keys;
}

function readFault(spec: string): FaultRule {
  try {
    return parseFaultSpec(spec);
  } catch (error) {
    throw new FlagError(`--fault: ${(error as Error).message}`);
  }
}

function readPartner(pair: string): Settings['partners'][number] {
  const equals = pair.indexOf('=');
  const prefix = pair.slice(0, equals);
  const outcome = pair.slice(equals + 1);
  if (equals <= 0) {
    throw new FlagError(
      `--partner "${pair}" is not PREFIX=registered or PREFIX=failed:MESSAGE; for example --partner https://cpo.example=failed:versions endpoint answered 503`,
    );
  }
  if (outcome === 'registered') return { prefix, status: 'registered' };
  if (outcome === 'failed' || outcome.startsWith('failed:')) {
    const message = outcome.slice('failed:'.length).trim();
    return {
      prefix,
      status: 'failed',
      ...(message ? { lastError: message } : {}),
    };
  }
  throw new FlagError(
    `--partner ${prefix}=${outcome}: the outcome must be "registered" or "failed:MESSAGE".`,
  );
}

/** A malformed --key is echoed without its key part. */
function redactKey(pair: string): string {
  const equals = pair.indexOf('=');
  return equals < 0
    ? pair.startsWith(API_KEY_PREFIX)
      ? '***'
      : pair
    : `${pair.slice(0, equals)}=***`;
}

function printBanner(emulator: Emulator, settings: Settings, io: EmulatorCommandIo): void {
  io.out('OCPI testing service EMULATOR: a test double for tests and demos, NOT the real');
  io.out('Partner Endpoint Testing Service. Nothing here reaches a real partner.');
  io.out(`Base URL: ${emulator.baseUrl}`);
  io.out('Owners (plan, API key, sandbox connection):');
  for (const owner of emulator.owners) {
    const demo = DEMO_OWNERS.some((seed) => seed.id === owner.id) ? ' (demo owner)' : '';
    io.out(
      `  ${owner.id}: plan ${owner.plan}, key ${owner.keys.join(', ')}, sandbox ${emulator.sandboxConnectionId(owner.id)}${demo}`,
    );
  }
  io.out(`Scenario: ${settings.scenario}; speed: ${settings.options.speed} emulated s per real s`);
  if (settings.faults.length > 0)
    io.out(`Faults: ${plural(settings.faults.length, 'rule')} active`);
  for (const partner of settings.partners) {
    io.out(`Partner ${partner.prefix}: handshake ${partner.status}`);
  }
  io.out(`Control API: ${emulator.origin}/_emulator/{scenario,faults,partners,requests,state}`);
  io.out('Stop with Ctrl-C (SIGINT) or SIGTERM.');
}
