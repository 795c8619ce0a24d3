/**
 * The service, and the kind of run: what every run needs first.
 * Entries of the settings catalogue (core/catalogue.ts), in action.yml's order; SettingSpec says
 * what each field means.
 */
import { anyText, bool, name, oneOf, text } from './parsers.js';
import type { SettingSpec } from './spec.js';

export const SERVICE_SETTINGS = {
  apiKey: {
    input: 'api-key',
    flag: 'api-key',
    placeholder: 'KEY',
    secret: true,
    requiredToRun: true,
    meaning: 'the service API key',
    description:
      'The service API key. Pass it from a secret; it is masked at once and never printed.',

    parse: anyText,
    into: 'settings',
  },
  baseUrl: {
    input: 'base-url',
    flag: 'base-url',
    placeholder: 'URL',
    requiredToRun: true,
    meaning: 'the service base URL, ending in /api/v1',
    description:
      'The service base URL, ending in `/api/v1` (for example ' +
      '`https://testing.example.com/api/v1`).',

    parse: anyText,
  },
  allowInsecureHttp: {
    input: 'allow-insecure-http',
    flag: 'allow-insecure-http',
    placeholder: 'true|false',
    default: 'false',
    description:
      'Accept a {{baseUrl}} with plain `http://` to a host other than this machine. The API key ' +
      'then crosses the network unencrypted: only for a service on a private network you trust. ' +
      'Loopback addresses (localhost, 127.0.0.1, the emulator) never need it.',

    parse: bool,
    into: 'settings',
  },
  runKind: {
    input: 'run-kind',
    flag: 'run-kind',
    placeholder: 'KIND',
    default: 'conformance',
    description:
      '`conformance` (suites of checks by module) or `journey` (a scripted charging journey on ' +
      'an accelerated clock; needs {{journey}}).',

    parse: oneOf(['conformance', 'journey']),
    into: 'settings',
  },
  journey: {
    input: 'journey',
    flag: 'journey',
    placeholder: 'FILE|JSON',
    description:
      'Required with {{runKind}} journey, and only used then: a path (relative to the workspace ' +
      'for the action, to the working directory for the CLI) to a JSON or YAML file holding the ' +
      'journey preview body (schemaVersion, topology, clock, session, completion, seed), or inline ' +
      "JSON. targetId defaults to the connection, seed to the run's seed, schemaVersion to 1.",

    parse: text,
  },
  onInterrupted: {
    input: 'on-interrupted',
    flag: 'on-interrupted',
    placeholder: 'DECISION',
    default: 'fail',
    description:
      'With {{runKind}} journey: `fail`, or the recovery decision to apply when the run is ' +
      'interrupted (for example `resume`). It is applied only if the service offers it; ' +
      'otherwise, and with `fail`, an interrupted journey gives the verdict `error` and is ' +
      'cancelled.',

    parse: name((raw) => `"${raw}" is not "fail" or a recovery decision name (such as resume).`),
  },
} as const satisfies Readonly<Record<string, SettingSpec>>;
