/**
 * What a catalogue entry (core/catalogue.ts) may say about a setting. Types only, and the
 * parser's type from parsers.ts, so that the docs script loads the catalogue as it is.
 */
import type { SettingParser } from './parsers.js';

export interface SettingSpec {
  /** The action's input; none: the action does not take the setting. */
  readonly input?: string;
  /**
   * The flag of the CLI, without `--`: of `ocpi-conformance run`, unless `commands` names others;
   * none: the CLI does not take it (then `actionOnly` says why). Where it differs from `input`,
   * `run` takes the input's name as well (`--junit-file` beside `--junit`, runFlagNames), with its
   * own environment variable: every input of the action is a flag of `run` of the same name.
   */
  readonly flag?: string;
  /**
   * The CLI's commands other than `run` whose option this is, as typed (`merge`, `runs list`):
   * `run` does not take it. None: a setting of `run`, which other commands may take as well (the
   * service's key and base URL, a connection request's fields).
   */
  readonly commands?: readonly string[];
  /** The flag takes no value: given, it reads `true` (a switch has no environment variable). */
  readonly switch?: true;
  /**
   * Why an action input has no flag of `run`: it is what only a GitHub job has (the job summary,
   * the check run, the pull request comment, the artifact, the matrix, merge mode). Every entry
   * with an `input` has either a `flag` or this.
   */
  readonly actionOnly?: string;
  /** False: the flag has no OCPI_TESTING_<FLAG> environment variable. */
  readonly env?: false;
  /** What the CLI's help shows for the flag's value. */
  readonly placeholder?: string;
  /** Masked wherever text leaves the process, the moment it is read. */
  readonly secret?: true;
  /**
   * The default of both front ends: action.yml writes it, and core's reader applies it to a
   * setting not given (settingDefault), so the CLI has the same.
   */
  readonly default?: string;
  /** The action input is required (action.yml). */
  readonly required?: true;
  /**
   * Every run needs it, a merge of result files does not: action.yml cannot mark it required, so
   * each front end says so before the description (REQUIRED_TO_RUN).
   */
  readonly requiredToRun?: true;
  /** What the setting is, for messages: "is required: the service API key." */
  readonly meaning?: string;
  /**
   * What the setting is and does, the one text of action.yml, the README's table of inputs and
   * the CLI's --help: another setting is named `{{key}}`, written as each front end names it
   * (describeSetting). The default is not in it: each surface shows the `default` field.
   */
  readonly description: string;
  /** The flag takes a list: comma separated, or the flag repeated. */
  readonly list?: true;
  /**
   * The value as read (trimmed, the default applied) to the value the gate uses; its issues are
   * the problems, worded without the setting's name. Core's reader runs it (settings.ts).
   */
  readonly parse: SettingParser;
  /**
   * Where the parsed value goes with no code of its own: `settings` (the Settings both front
   * ends get), `gate` (also the gate's settings), `policy` (the grading policy: the gate's, saved
   * in the result file, read back by a merge). None: the rules of settings.ts, or a front end, read it.
   */
  readonly into?: 'settings' | 'gate' | 'policy';
}
