/**
 * The connection a run tests: a connection id, the sandbox, or a partner endpoint to create or reuse one for (the fields of a connection request, interface 2.4).
 * Entries of the settings catalogue (core/catalogue.ts), in action.yml's order; SettingSpec says
 * what each field means.
 */
import { anyText } from './parsers.js';
import type { SettingSpec } from './spec.js';

export const CONNECTION_SETTINGS = {
  connection: {
    input: 'connection',
    flag: 'connection',
    placeholder: 'ID',
    default: 'sandbox',
    description:
      'The connection to test: a connection id of your account, or `sandbox` for the built-in ' +
      'sandbox peer. Not a connection id together with {{partnerBaseUrl}} (leave it unset then).',

    parse: anyText,
  },
  partnerBaseUrl: {
    input: 'partner-base-url',
    flag: 'partner-base-url',
    placeholder: 'URL',
    meaning: "the partner's OCPI versions URL",
    description:
      "Ensure-connection mode (preview deployments): your partner's OCPI versions URL. Your " +
      'matching connection (same URL, roles and OCPI version) is reused, or one is created, the ' +
      "credentials handshake is run, and the run fails with the service's lastError if that " +
      'fails. Needs {{ourRole}}, {{theirRole}}, {{ocpiVersion}} and {{tokenA}} (or {{tokenC}}); ' +
      'not together with a connection id.',

    parse: anyText,
  },
  ourRole: {
    input: 'our-role',
    flag: 'our-role',
    placeholder: 'ROLE',
    description:
      'With {{partnerBaseUrl}}: your role: `CPO`, `EMSP`, `HUB`, `NAP`, `NSP`, `OTHER` or `SCSP`.',

    parse: anyText,
  },
  theirRole: {
    input: 'their-role',
    flag: 'their-role',
    placeholder: 'ROLE',
    description: "With {{partnerBaseUrl}}: the partner's role, same values as {{ourRole}}.",

    parse: anyText,
  },
  ocpiVersion: {
    input: 'ocpi-version',
    flag: 'ocpi-version',
    placeholder: 'VERSION',
    description: 'With {{partnerBaseUrl}}: `2.1.1`, `2.2`, `2.2.1` or `2.3.0`.',

    parse: anyText,
  },
  tokenA: {
    input: 'token-a',
    flag: 'token-a',
    placeholder: 'TOKEN',
    secret: true,
    description:
      'With {{partnerBaseUrl}}: the registration token (Token A) the partner issued. Masked.',

    parse: anyText,
  },
  tokenC: {
    input: 'token-c',
    flag: 'token-c',
    placeholder: 'TOKEN',
    secret: true,
    description:
      'With {{partnerBaseUrl}}, instead of {{tokenA}} when registration already happened: the ' +
      'credentials token the partner issued to you. Needs {{ourPartyId}} and ' +
      '{{ourCountryCode}}. Masked.',

    parse: anyText,
  },
  localTokenB: {
    input: 'local-token-b',
    flag: 'local-token-b',
    placeholder: 'TOKEN',
    secret: true,
    // Interface 2.4: "the token the partner already uses to authenticate to the service".
    description:
      'With {{tokenC}} only, optional: the token the partner already uses to call the service, ' +
      'from a registration whose record the service no longer holds. Masked.',

    parse: anyText,
  },
  ourPartyId: {
    input: 'our-party-id',
    flag: 'our-party-id',
    placeholder: 'ID',
    description:
      'With {{tokenC}}: the party id the partner registered you under (at most 3 characters).',

    parse: anyText,
  },
  ourCountryCode: {
    input: 'our-country-code',
    flag: 'our-country-code',
    placeholder: 'CC',
    description:
      'With {{tokenC}}: the ISO 3166 alpha-2 country code you are registered under (2 letters).',

    parse: anyText,
  },
} as const satisfies Readonly<Record<string, SettingSpec>>;
