/**
 * A substitute for @actions/core that records what the action did: outputs, log lines,
 * annotations, the summary, state and the failure message. Lets a test run the whole action
 * in-process (runAction(core, ...)) when hundreds of runs are needed.
 */
import type { ActionCore } from '../../src/action/main.js';

export interface RecordingCore extends ActionCore {
  inputs: Record<string, string>;
  outputs: Record<string, string>;
  log: string[];
  annotations: { level: string; message: string; title?: string }[];
  summaryText: string;
  state: Record<string, string>;
  failed: string | undefined;
  secrets: string[];
}

export function recordingCore(
  inputs: Record<string, string>,
  state: Record<string, string> = {},
): RecordingCore {
  const core: RecordingCore = {
    inputs,
    outputs: {},
    log: [],
    annotations: [],
    summaryText: '',
    state: { ...state },
    failed: undefined,
    secrets: [],
    getInput: (name) => inputs[name] ?? '',
    setSecret: (secret) => {
      core.secrets.push(secret);
    },
    setOutput: (name, value) => {
      core.outputs[name] = value;
    },
    setFailed: (message) => {
      core.failed = message;
    },
    info: (message) => {
      core.log.push(message);
    },
    debug: (message) => {
      core.log.push(`::debug::${message}`);
    },
    warning: (message, properties) => {
      core.annotations.push({ level: 'warning', message, title: properties?.title });
    },
    error: (message, properties) => {
      core.annotations.push({ level: 'error', message, title: properties?.title });
    },
    notice: (message, properties) => {
      core.annotations.push({ level: 'notice', message, title: properties?.title });
    },
    startGroup: (name) => {
      core.log.push(`::group::${name}`);
    },
    endGroup: () => {
      core.log.push('::endgroup::');
    },
    saveState: (name, value) => {
      core.state[name] = value;
    },
    getState: (name) => core.state[name] ?? '',
    summary: {
      addRaw: (text) => ({
        write: async () => {
          core.summaryText += text;
        },
      }),
    },
  };
  return core;
}
