/**
 * Every setting, declared once: its neutral key, the action's input name, the CLI flag of `run`
 * or of the other commands that take it (its environment variable is OCPI_TESTING_<FLAG>, unless
 * `env` is false), which front ends take it (the one with no name here does not), its default,
 * whether it is a secret, what it means (in messages), its one description (action.yml's, written
 * by `npm run docs`, the README's table of inputs and the CLI's help), its parser, and where its
 * value goes (Settings, the gate's settings, the grading policy). The entries are in
 * catalogue/*.ts by group; SettingSpec (catalogue/spec.ts) says what each field means. Core's
 * settings reader parses each and applies its default (settings.ts, settings/values.ts); the front
 * ends derive their names, their readers and their help from here, every command of the CLI
 * alike; the types of Settings, the gate's settings and the grading policy are inferred from it.
 *
 * It imports zod, its own files and the client's lists of values and bounds (files that import
 * zod alone), so that the docs script can load it as it is.
 */
import type { z } from 'zod';
import { ATTESTATION_SETTINGS, VERIFY_SETTINGS } from './catalogue/attestation.js';
import { COMMAND_SETTINGS } from './catalogue/commands.js';
import { CONNECTION_SETTINGS } from './catalogue/connection.js';
import { OUTPUT_SETTINGS } from './catalogue/outputs.js';
import { RUN_SETTINGS } from './catalogue/run.js';
import { SERVICE_SETTINGS } from './catalogue/service.js';
import type { FileSpec, SettingSpec } from './catalogue/spec.js';

export type { FileSpec, SettingSpec } from './catalogue/spec.js';

/**
 * Every setting, in action.yml's order (each group's entries follow the one before), then the
 * options of the CLI's other commands, which the action has not.
 */
export const CATALOGUE = {
  ...SERVICE_SETTINGS,
  ...CONNECTION_SETTINGS,
  ...RUN_SETTINGS,
  ...OUTPUT_SETTINGS,
  ...ATTESTATION_SETTINGS,
  ...COMMAND_SETTINGS,
  ...VERIFY_SETTINGS,
} as const satisfies Readonly<Record<string, SettingSpec>>;

/** A setting's neutral key: the names core and client use. */
export type SettingKey = keyof typeof CATALOGUE;

/** Every key, in the catalogue's order (action.yml's). */
export const SETTING_KEYS = Object.keys(CATALOGUE) as SettingKey[];

/** A setting's value as its parser gives it. */
export type SettingValue<K extends SettingKey> = z.output<(typeof CATALOGUE)[K]['parse']>;

/** The keys of the settings whose value goes `into` the place named. */
export type KeysInto<Into extends SettingSpec['into']> = {
  [K in SettingKey]: (typeof CATALOGUE)[K] extends { readonly into: Into } ? K : never;
}[SettingKey];

/**
 * The values of the settings that go `into` the place named, by key; a setting whose value may be
 * undefined (it has no default) is optional, so that a value built by hand may leave it out.
 */
export type ValuesInto<Into extends SettingSpec['into']> = {
  [K in KeysInto<Into> as undefined extends SettingValue<K> ? never : K]: SettingValue<K>;
} & {
  [K in KeysInto<Into> as undefined extends SettingValue<K> ? K : never]?: SettingValue<K>;
};

/** The keys of the settings that say where a file goes (`file`): the output formats. */
export type FileKey = {
  [K in SettingKey]: (typeof CATALOGUE)[K] extends { readonly file: FileSpec } ? K : never;
}[SettingKey];

/** The keys of the files the action writes beside the report file unless told (`besideReport`). */
export type BesideKey = {
  [K in SettingKey]: (typeof CATALOGUE)[K] extends {
    readonly file: { readonly besideReport: string };
  }
    ? K
    : never;
}[SettingKey];

/** One output file as the catalogue declares it: its key, its entry and what is shown of it. */
export interface OutputFile {
  key: FileKey;
  spec: SettingSpec;
  file: FileSpec;
}

/** Every output file, in the catalogue's order (the CLI's result lines, `--json`, `merge`'s flags). */
export const OUTPUT_FILES: readonly OutputFile[] = SETTING_KEYS.flatMap((key) => {
  const spec: SettingSpec = CATALOGUE[key];
  return spec.file ? [{ key: key as FileKey, spec, file: spec.file }] : [];
});

/** The output file that serves `role` (FileSpec.role), if one does. */
export function fileOfRole(role: NonNullable<FileSpec['role']>): OutputFile | undefined {
  return OUTPUT_FILES.find((output) => output.file.role === role);
}

/**
 * Among the files written (by key), the one that serves `role` (FileSpec.role), and what it is
 * called: the report file `show` reads, the page to open, the file holding the failed requests.
 */
export function fileServing(
  files: Partial<Record<FileKey, string>>,
  role: NonNullable<FileSpec['role']>,
): { file: string; label: string } | undefined {
  const output = fileOfRole(role);
  const file = output && files[output.key];
  return output && file ? { file, label: output.file.label } : undefined;
}

/** The keys of the settings whose value goes `into` the place named, in the catalogue's order. */
export function keysInto<Into extends NonNullable<SettingSpec['into']>>(
  into: Into,
): KeysInto<Into>[] {
  return SETTING_KEYS.filter(
    (key) => (CATALOGUE[key] as SettingSpec).into === into,
  ) as KeysInto<Into>[];
}

/**
 * The names `run` reads a setting under, without `--`: its flag, then the action input's name
 * where that differs (`junit`, `junit-file`), so that every input of the action is a flag of the
 * same name; none for a setting `run` does not take.
 */
export function runFlagNames(key: SettingKey): string[] {
  const spec: SettingSpec = CATALOGUE[key];
  if (!spec.flag || spec.commands) return [];
  return spec.input && spec.input !== spec.flag ? [spec.flag, spec.input] : [spec.flag];
}

/** The action's inputs that are no flag of `run`, with why (`actionOnly`), in action.yml's order. */
export function actionOnlyInputs(): { input: string; why: string }[] {
  return SETTING_KEYS.flatMap((key) => {
    const spec: SettingSpec = CATALOGUE[key];
    return spec.input && spec.actionOnly ? [{ input: spec.input, why: spec.actionOnly }] : [];
  });
}

/**
 * The value a front end reads for a setting not given: its default, or '' for none. A default
 * that is a workflow expression (`${{ github.token }}`) is the runner's to evaluate, so it is
 * none here: outside a workflow there is nothing to evaluate it against.
 */
export function settingDefault(key: SettingKey): string {
  const value: string | undefined = (CATALOGUE[key] as SettingSpec).default;
  return value === undefined || value.includes('${{') ? '' : value;
}

/**
 * A setting's description with the settings it names written by `name` (the action's input, the
 * CLI's flag). A name that is no setting stops at once: it would print as `{{...}}`.
 */
export function describeSetting(key: SettingKey, name: (key: SettingKey) => string): string {
  return (CATALOGUE[key] as SettingSpec).description.replace(/\{\{(\w+)\}\}/g, (_, other) => {
    if (!Object.hasOwn(CATALOGUE, other)) {
      throw new Error(`The description of ${key} names {{${other}}}, which is no setting.`);
    }
    return name(other as SettingKey);
  });
}

/** What each front end says before the description of a setting every run needs. */
export const REQUIRED_TO_RUN = {
  action: 'Required unless merge-reports is set.',
  cli: 'Required.',
} as const;
