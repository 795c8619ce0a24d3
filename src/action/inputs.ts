/**
 * The action's names for the gate's settings: its inputs, as the catalogue (core/catalogue.ts)
 * declares them and action.yml lists them. Messages of core and client name a setting through
 * inputName, so an action user reads `timeout-minutes`.
 */
import { CATALOGUE, SETTING_KEYS, type SettingSpec } from '../core/catalogue.js';
import type { SettingKey, SettingNames } from '../core/model.js';

export const ACTION_INPUTS: Readonly<Record<SettingKey, string>> = Object.fromEntries(
  SETTING_KEYS.map((key) => [key, (CATALOGUE[key] as SettingSpec).input]),
) as Record<SettingKey, string>;

export const inputName: SettingNames = (setting) => ACTION_INPUTS[setting];
