/**
 * Reads settings through the catalogue: each value as the front end received it, trimmed, its
 * default applied, parsed by its entry's parser once, at the first read, so that problems are
 * listed in the order the settings are read. Problems name no setting; the front end words them.
 */
import { InputError } from '../../util/errors.js';
import { plural } from '../../util/text.js';
import {
  CATALOGUE,
  type SettingKey,
  type SettingSpec,
  type SettingValue,
  settingDefault,
} from '../catalogue.js';
import type { SettingNames } from '../model.js';

/** Reads one setting's raw value as the front end received it ('' when not given). */
export type SettingReader = (setting: SettingKey) => string;

/** One thing wrong with the settings: which setting, and what, in the front end's names. */
export interface SettingProblem {
  setting: SettingKey;
  /** `required`: missing; `invalid`: a value not allowed; `conflict`: not with another setting. */
  code: 'required' | 'invalid' | 'conflict';
  /** What is wrong, without the setting's own name: "is required: ...", '"abc" is not a number...' */
  message: string;
}

/** Every problem with the settings, found before any request. Front ends word the list. */
export class SettingsError extends InputError {
  readonly problems: readonly SettingProblem[];
  constructor(problems: readonly SettingProblem[]) {
    super(
      problems[0]!.setting,
      `${plural(problems.length, 'problem')} in the settings:\n${problems.map((p) => `- ${p.setting}: ${p.message}`).join('\n')}`,
    );
    this.problems = problems;
  }
}

/** Whether every run needs the setting (its entry's requiredToRun). */
export function requiredToRun(key: SettingKey): boolean {
  return (CATALOGUE[key] as SettingSpec).requiredToRun === true;
}

/** The settings as read, parsed on demand, and the problems found so far. */
export class SettingValues {
  readonly problems: SettingProblem[] = [];
  private readonly parsed = new Map<SettingKey, unknown>();

  /**
   * `read` gives the raw values, `name` the front end's names; a setting `required` says is a
   * problem when missing (a run: those every run needs, requiredToRun).
   */
  constructor(
    private readonly read: SettingReader,
    readonly name: SettingNames,
    private readonly required: (key: SettingKey) => boolean,
  ) {}

  /** The value as read, trimmed, or the catalogue's default when none was given. */
  raw(key: SettingKey): string {
    return this.read(key).trim() || settingDefault(key);
  }

  /** The value as given, not defaulted: the action hands over action.yml's defaults as given. */
  given(key: SettingKey): boolean {
    const value = this.read(key).trim();
    return value !== '' && value !== settingDefault(key);
  }

  /** The parsed value (undefined when it has a problem); its problems are added at the first read. */
  get<K extends SettingKey>(key: K): SettingValue<K> {
    if (!this.parsed.has(key)) this.parsed.set(key, this.parse(key));
    return this.parsed.get(key) as SettingValue<K>;
  }

  /** Reads `keys` in order: their problems are listed in that order. */
  touch(...keys: SettingKey[]): void {
    for (const key of keys) this.get(key);
  }

  /** The parsed values of `keys`, by key. */
  pick<K extends SettingKey>(keys: readonly K[]): { [P in K]: SettingValue<P> } {
    return Object.fromEntries(keys.map((key) => [key, this.get(key)])) as {
      [P in K]: SettingValue<P>;
    };
  }

  add(setting: SettingKey, code: SettingProblem['code'], message: string): void {
    this.problems.push({ setting, code, message });
  }

  /** Throws one SettingsError listing every problem, if there is one. */
  check(): void {
    if (this.problems.length > 0) throw new SettingsError(this.problems);
  }

  /** Hands every secret setting given to `secret` (the front end's store), before anything else. */
  registerSecrets(secret: (value: string) => void): void {
    for (const [key, spec] of Object.entries(CATALOGUE) as [SettingKey, SettingSpec][]) {
      const value = spec.secret ? this.raw(key) : '';
      if (value) secret(value);
    }
  }

  private parse(key: SettingKey): unknown {
    const spec: SettingSpec = CATALOGUE[key];
    const raw = this.raw(key);
    if (!raw && this.required(key)) {
      this.add(key, 'required', `is required: ${spec.meaning}.`);
      return raw;
    }
    const result = spec.parse.safeParse(raw);
    if (result.success) return result.data;
    for (const issue of result.error.issues) this.add(key, 'invalid', issue.message);
    return undefined;
  }
}
