/**
 * A signed attestation of the run's result (issue 44): keyless in the action, with a key in the
 * CLI; and the options of `verify`, which checks one. Entries of the settings catalogue
 * (core/catalogue.ts): the signing settings after the outputs in action.yml's order, `verify`'s
 * with the other commands' options; SettingSpec says what each field means.
 */
import { anyText, bool, matching, text } from './parsers.js';
import type { SettingSpec } from './spec.js';

/** A bundle is written beside the file it attests, named after it: Sigstore's convention. */
export const BUNDLE_SUFFIX = '.sigstore.json';

/** The issuer of GitHub Actions' OIDC tokens on github.com: a keyless signer's, unless told. */
export const GITHUB_ACTIONS_ISSUER = 'https://token.actions.githubusercontent.com';

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
      `a Sigstore bundle beside the report file (\`<report file>${BUNDLE_SUFFIX}\`). Needs ` +
      '{{reportFile}}. Check it with `ocpi-conformance verify`. The action signs keyless instead ' +
      '(`attest`).',

    parse: text,
    into: 'settings',
  },
} as const satisfies Readonly<Record<string, SettingSpec>>;

/** What `verify --repository` takes: OWNER/NAME, or the repository's URL on another host. */
const REPOSITORY = /^[\w.-]+\/[\w.-]+$|^https:\/\/[^/]+\/[\w.-]+\/[\w.-]+\/?$/;

/**
 * The options of `ocpi-conformance verify` (cli/verify.ts): the bundle, and who must have signed
 * it, a key or the identity expected of a keyless signature. Which go together is the command's
 * rule (a key, or a repository and a trusted root).
 */
export const VERIFY_SETTINGS = {
  verifyBundle: {
    flag: 'bundle',
    commands: ['verify'],
    env: false,
    placeholder: 'FILE',
    description: `the Sigstore bundle of the attestation (default: REPORT${BUNDLE_SUFFIX})`,

    parse: text,
  },
  verifyKey: {
    flag: 'key',
    commands: ['verify'],
    env: false,
    placeholder: 'PUBLIC_KEY',
    description:
      'the public key (PEM) of the key the report was signed with (run {{signKey}}); checked ' +
      'offline',

    parse: text,
  },
  verifyRepository: {
    flag: 'repository',
    commands: ['verify'],
    env: false,
    placeholder: 'OWNER/NAME',
    description:
      "keyless (the action's attest): the repository whose workflow signed; its certificate " +
      'must say so',

    parse: matching(
      REPOSITORY,
      (raw) => `"${raw}" is not OWNER/NAME (or https://HOST/OWNER/NAME).`,
    ),
  },
  verifySignerWorkflow: {
    flag: 'signer-workflow',
    commands: ['verify'],
    env: false,
    placeholder: 'WORKFLOW',
    description:
      'keyless: the workflow that signed, as OWNER/NAME/.github/workflows/FILE.yml (default: ' +
      'any workflow of {{verifyRepository}})',

    parse: text,
  },
  verifyTrustedRoot: {
    flag: 'trusted-root',
    commands: ['verify'],
    env: false,
    placeholder: 'FILE',
    description:
      "keyless: Sigstore's trusted root, one or more, one a line (write it with: gh attestation " +
      'trusted-root > trusted_root.jsonl)',

    parse: text,
  },
  verifyCertOidcIssuer: {
    flag: 'cert-oidc-issuer',
    commands: ['verify'],
    env: false,
    placeholder: 'URL',
    default: GITHUB_ACTIONS_ISSUER,
    description: "keyless: the issuer of the signer's token.",

    // Never empty: its default stands for a value not given.
    parse: anyText,
  },
} as const satisfies Readonly<Record<string, SettingSpec>>;
