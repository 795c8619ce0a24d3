/**
 * The CLI's names for the gate's settings: the flags of `run`. Messages of core and client name a
 * setting through flagName, so a CLI user reads `--timeout-minutes`. Settings only the action has
 * (the job summary, annotations, the pull request comment) have no flag; they keep their neutral
 * names, which no CLI message ever needs.
 */
import type { SettingKey, SettingNames } from '../core/model.js';

export const RUN_FLAGS: Readonly<Partial<Record<SettingKey, string>>> = {
  apiKey: '--api-key',
  baseUrl: '--base-url',
  runKind: '--run-kind',
  connection: '--connection',
  partnerBaseUrl: '--partner-base-url',
  ourRole: '--our-role',
  theirRole: '--their-role',
  ocpiVersion: '--ocpi-version',
  tokenA: '--token-a',
  tokenC: '--token-c',
  localTokenB: '--local-token-b',
  ourPartyId: '--our-party-id',
  ourCountryCode: '--our-country-code',
  module: '--module',
  seed: '--seed',
  threshold: '--threshold',
  failOn: '--fail-on',
  allowFailures: '--allow-failures',
  wait: '--wait',
  timeoutMinutes: '--timeout-minutes',
  journey: '--journey',
  onInterrupted: '--on-interrupted',
  share: '--share',
  shareUrlTemplate: '--share-url-template',
  reportFile: '--report-file',
  junitFile: '--junit',
  htmlReport: '--html-report',
};

export const flagName: SettingNames = (setting) => RUN_FLAGS[setting] ?? setting;

/**
 * The names the client's messages use: the flag, and the environment variable that can stand in
 * for it, since a CI job usually sets the key and address through the environment.
 */
export const clientFlagName = (setting: 'apiKey' | 'baseUrl' | 'timeoutMinutes'): string =>
  setting === 'apiKey'
    ? '--api-key (or OCPI_TESTING_API_KEY)'
    : setting === 'baseUrl'
      ? '--base-url (or OCPI_TESTING_BASE_URL)'
      : flagName(setting);
