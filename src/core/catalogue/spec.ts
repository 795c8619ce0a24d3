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
  /**
   * The setting is where a file goes: one output format of the run or of a merge (its module in
   * src/app/formats/ writes it). What each front end shows of it is declared here, so that no
   * front end names a format.
   */
  readonly file?: FileSpec;
}

/** What a front end shows of an output file (SettingSpec.file). */
export interface FileSpec {
  /**
   * What it is called before its path in the CLI's result ("CTRF file: out/ctrf.json"), and in
   * the log when a run writes none.
   */
  readonly label: string;
  /**
   * A run writes it: the description of its field in the document of `run --json` (the field is
   * the setting's key). None: only a merge writes it.
   */
  readonly json?: string;
  /** The action sets an output of the path written, named as its input (action.yml declares it). */
  readonly output?: true;
  /**
   * The action writes it by default, with no path given, beside the report file: the report
   * file's path with this ending instead of `.json`.
   */
  readonly besideReport?: string;
  /**
   * `merge` writes it: the help line of its flag, the setting's (a file only a merge writes is
   * an option of `merge` alone: `commands`).
   */
  readonly merge?: string;
  /**
   * What other surfaces point the reader to it for: `result` the report file (what `show`
   * reads, and the full report when there is no page), `page` the full report to open, `requests`
   * the failed and warned requests whole (what a curl command's body file is read from).
   */
  readonly role?: 'result' | 'page' | 'requests';
  /** The name `ocpi-conformance demo` keeps it under in its folder; none: the demo asks for none. */
  readonly demo?: string;
}
