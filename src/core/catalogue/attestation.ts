/**
 * A signed attestation of the run's result (issue 44): keyless in the action, with a key in the
 * CLI. Entries of the settings catalogue (core/catalogue.ts), after the outputs in action.yml's
 * order; SettingSpec says what each field means.
 */
import { bool, text } from './parsers.js';
import type { SettingSpec } from './spec.js';

export const ATTESTATION_SETTINGS = {
  attest: {
    input: 'attest',
    actionOnly:
      "keyless signing with the workflow's OIDC identity and the repository's attestations are GitHub's (the CLI signs with a key: --sign-key)",
    default: 'false',
    description:
      "Sign the run's result as an in-toto test-result attestation of the report file " +
      "({{reportFile}}), keyless with the workflow's identity (Sigstore, through GitHub's " +
      'artifact attestations), and store it as an attestation of the repository. Needs ' +
      '`permissions: id-token: write` and `attestations: write`; without them it is a warning ' +
      'and nothing else changes. Sets the attestation-id and attestation-url outputs; the bundle ' +
      'is kept with the report files; signing never changes the verdict. See ' +
      'docs/attestation.md.',

    parse: bool,
    into: 'settings',
  },
  signKey: {
    flag: 'sign-key',
    placeholder: 'FILE',
    description:
      "Sign the run's result with this private key (a PEM file: ECDSA P-256, Ed25519 or RSA; " +
      'never printed) as an in-toto test-result attestation of the report file, and write it as ' +
      'a Sigstore bundle beside the report file (`<report file>.sigstore.json`). Needs ' +
      '{{reportFile}}. Check it with `ocpi-conformance verify`. The action signs keyless instead ' +
      '(`attest`).',

    parse: text,
    into: 'settings',
  },
} as const satisfies Readonly<Record<string, SettingSpec>>;
