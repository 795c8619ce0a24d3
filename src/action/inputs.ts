/**
 * The action's names for the gate's settings: its inputs, as action.yml declares them. Messages
 * of core and client name a setting through inputName, so an action user reads `timeout-minutes`.
 */
import type { SettingKey, SettingNames } from '../core/model.js';

export const ACTION_INPUTS: Readonly<Record<SettingKey, string>> = {
  apiKey: 'api-key',
  baseUrl: 'base-url',
  runKind: 'run-kind',
  connection: 'connection',
  partnerBaseUrl: 'partner-base-url',
  ourRole: 'our-role',
  theirRole: 'their-role',
  ocpiVersion: 'ocpi-version',
  tokenA: 'token-a',
  tokenC: 'token-c',
  localTokenB: 'local-token-b',
  ourPartyId: 'our-party-id',
  ourCountryCode: 'our-country-code',
  module: 'module',
  seed: 'seed',
  threshold: 'threshold',
  failOn: 'fail-on',
  allowFailures: 'allow-failures',
  wait: 'wait',
  timeoutMinutes: 'timeout-minutes',
  journey: 'journey',
  onInterrupted: 'on-interrupted',
  share: 'share',
  shareUrlTemplate: 'share-url-template',
  reportFile: 'report-file',
  junitFile: 'junit-file',
  htmlReport: 'html-report',
  uploadReport: 'upload-report',
  artifactName: 'artifact-name',
  artifactRetentionDays: 'artifact-retention-days',
  summary: 'summary',
  annotations: 'annotations',
  comment: 'comment',
  githubToken: 'github-token',
  mergeReports: 'merge-reports',
  expectedLegs: 'expected-legs',
};

export const inputName: SettingNames = (setting) => ACTION_INPUTS[setting];
