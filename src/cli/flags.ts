/**
 * The CLI's names for the gate's settings: the flags of `run`, as the catalogue
 * (core/catalogue.ts) declares them. Messages of core and client name a
 * setting through flagName, so a CLI user reads `--timeout-minutes`. Settings only the action has
 * (the job summary, annotations, the pull request comment) have no flag; they keep their neutral
 * names, which no CLI message ever needs.
 */

import type { ClientSetting } from '../client/index.js';
import { CATALOGUE, SETTING_KEYS, type SettingSpec } from '../core/catalogue.js';
import type { SettingKey, SettingNames } from '../core/model.js';
import { envName } from './args.js';

export const RUN_FLAGS: Readonly<Partial<Record<SettingKey, string>>> = Object.fromEntries(
  SETTING_KEYS.flatMap((key) => {
    const spec: SettingSpec = CATALOGUE[key];
    return spec.flag ? [[key, `--${spec.flag}`]] : [];
  }),
);

export const flagName: SettingNames = (setting) => RUN_FLAGS[setting] ?? setting;

/**
 * The names the client's messages use: the flag, and the environment variable that can stand in
 * for it, since a CI job usually sets the key and address through the environment.
 */
export const clientFlagName = (setting: ClientSetting): string => {
  const flag = flagName(setting);
  return setting === 'apiKey' || setting === 'baseUrl'
    ? `${flag} (or ${envName(flag.slice(2))})`
    : flag;
};
