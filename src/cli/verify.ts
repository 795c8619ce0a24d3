/**
 * `ocpi-conformance verify REPORT [--bundle FILE] (--key PUBLIC_KEY | --repository O/R ...)`
 * (issue 44, point 3): for a hub or a partner who is handed a report file and its attestation.
 * Checks the signature, the predicate type and that the report file is the attestation's
 * subject (src/app/verify-attestation.ts), then prints what was attested and exits 0; or says
 * what failed and exits 1. Reads no service and needs no API key; with --key, no network at all.
 */
import { bundleFileOf } from '../app/attestation.js';
import {
  type Attested,
  type Signer,
  type Verification,
  verifyAttestation,
} from '../app/verify-attestation.js';
import type { SettingKey, SettingValue } from '../core/catalogue.js';
import {
  type CommandSpec,
  helpPointer,
  JSON_OPTION,
  type ParsedCommand,
  parseCommand,
  settingOption,
  UsageError,
  usage,
} from './args.js';
import { type CliOptions, terminalFor } from './context.js';
import { EXIT } from './exit-codes.js';
import { flagName } from './flags.js';
import type { CommandIo } from './io.js';
import { readOptions } from './options.js';
import type { Terminal } from './output.js';

/** The options of verify, in its help's order: catalogue entries (core/catalogue/attestation.ts). */
const VERIFY_KEYS = [
  'verifyBundle',
  'verifyKey',
  'verifyRepository',
  'verifySignerWorkflow',
  'verifyTrustedRoot',
  'verifyCertOidcIssuer',
] as const;

/** The options of a keyless signature's identity: none goes with --key. */
const KEYLESS_ONLY = ['verifySignerWorkflow', 'verifyTrustedRoot', 'verifyCertOidcIssuer'] as const;

export const VERIFY_COMMAND: CommandSpec = {
  name: 'verify',
  summary:
    "Checks a report file against its signed attestation (run --sign-key, or the action's attest):\nthe signature, the predicate type (in-toto test-result) and that the report file's sha256 is the\nattestation's subject; then prints what was attested: the verdict, OCPI version, modules, seed,\ncommit and counts. Reads no service; needs no API key; with --key, no network.",
  positionals: [
    {
      name: 'REPORT',
      description: "the report file (run --report-file; the action's report-file, in its artifact)",
    },
  ],
  options: [...VERIFY_KEYS.map((key) => settingOption(key)), JSON_OPTION],
  notes: `Exit 0: verified (whatever the attested verdict: read it in the output); exit 1: not verified,
with what failed; exit 2: a file that cannot be read, or options that do not go together.

Keyless attestations are also GitHub's artifact attestations: with the GitHub CLI,
  gh attestation verify REPORT --repo OWNER/NAME \\
    --predicate-type https://in-toto.io/attestation/test-result/v0.1
checks one against the repository's attestations (docs/attestation.md).`,
};

export async function runVerifyCommand(
  argv: string[],
  io: CommandIo,
  options: CliOptions = {},
): Promise<number> {
  const env = options.env ?? process.env;
  const terminal = terminalFor(io, argv, options);
  try {
    const parsed = parseCommand(VERIFY_COMMAND, argv, env, terminal.secrets);
    if (parsed.help) {
      io.out(usage(VERIFY_COMMAND));
      return EXIT.ok;
    }
    const reportFile = parsed.positionals[0]!;
    const { bundle, signer } = readVerifyOptions(parsed);
    const bundleFile = bundle ?? bundleFileOf(reportFile);
    const outcome = await verifyAttestation({
      reportFile,
      bundleFile,
      signer,
      options: {
        report: 'REPORT',
        bundle: bundle
          ? flagName('verifyBundle')
          : `The bundle (${bundleFileOf('REPORT')}, as ${flagName('verifyBundle')} was not given)`,
        key: flagName('verifyKey'),
        trustedRoot: flagName('verifyTrustedRoot'),
      },
    });
    show(terminal, outcome, reportFile, bundleFile);
    return outcome.verified ? EXIT.ok : EXIT.gateFailed;
  } catch (error) {
    return terminal.fail(error);
  }
}

/**
 * The options, read through the catalogue (a value not allowed is a problem of its flag, all
 * listed at once); then the bundle, and who must have signed it: the key, or the identity
 * expected of a keyless signature. Options that do not go together are a usage error.
 */
function readVerifyOptions(parsed: ParsedCommand): { bundle?: string; signer: Signer } {
  const read = readOptions(parsed, (values) => ({
    ...values.pick(VERIFY_KEYS),
    keyless: KEYLESS_ONLY.filter((key) => values.given(key)),
  }));
  return { bundle: read.verifyBundle, signer: signerOf(read) };
}

/** The options as read, and which of a keyless signature's were given. */
type VerifyValues = { [K in (typeof VERIFY_KEYS)[number]]: SettingValue<K> } & {
  keyless: readonly SettingKey[];
};

/** The flag of a setting of verify, without dashes: the field of a usage error. */
const field = (key: SettingKey) => flagName(key).slice(2);

function signerOf(read: VerifyValues): Signer {
  const { verifyKey: key, verifyRepository: repository, keyless } = read;
  const [keyFlag, repositoryFlag] = [flagName('verifyKey'), flagName('verifyRepository')];
  const trustedRootFlag = flagName('verifyTrustedRoot');
  const pointer = helpPointer('verify');
  if (key && repository) {
    throw new UsageError(
      `Give either ${keyFlag} (a bundle signed with a key) or ${repositoryFlag} (a keyless one), not both. ${pointer}`,
      field('verifyKey'),
    );
  }
  if (key) {
    const [other] = keyless;
    if (other) {
      throw new UsageError(
        `${flagName(other)} is for a keyless bundle (${repositoryFlag}), not with ${keyFlag}. ${pointer}`,
        field(other),
      );
    }
    return { kind: 'key', keyFile: key };
  }
  if (!repository) {
    throw new UsageError(
      `"ocpi-conformance verify" needs ${keyFlag} PUBLIC_KEY (a bundle signed with run ${flagName('signKey')}) or ${repositoryFlag} OWNER/NAME (a keyless one, from the action's attest). ${pointer}`,
      field('verifyKey'),
    );
  }
  const trustedRoot = read.verifyTrustedRoot;
  if (!trustedRoot) {
    throw new UsageError(
      `A keyless bundle is checked against Sigstore's trusted root: give ${trustedRootFlag} FILE (write it with: gh attestation trusted-root > trusted_root.jsonl). ${pointer}`,
      field('verifyTrustedRoot'),
    );
  }
  return {
    kind: 'identity',
    repository,
    signerWorkflow: read.verifySignerWorkflow,
    issuer: read.verifyCertOidcIssuer,
    trustedRootFile: trustedRoot,
  };
}

function show(terminal: Terminal, outcome: Verification, report: string, bundle: string): void {
  if (terminal.json) {
    terminal.printJson({ ...outcome, report, bundle });
    return;
  }
  if (!outcome.verified) {
    terminal.print(
      [`NOT VERIFIED: ${report} against ${bundle}.`, ...outcome.problems.map((p) => `- ${p}`)]
        .map((line) => terminal.oneLine(line, 2000))
        .join('\n'),
    );
    return;
  }
  terminal.print(
    [
      `VERIFIED: ${report} is the report file the attestation in ${bundle} graded, signed by ${outcome.signedBy}.`,
      ...attestedLines(outcome.attested),
    ]
      .map((line) => terminal.oneLine(line, 2000))
      .join('\n'),
  );
}

/** What was attested, a line each: the result and verdict, the run's values, the counts. */
export function attestedLines(a: Attested): string[] {
  const c = a.counts;
  const others = [
    c.allowed !== undefined && `${c.allowed} allowed`,
    c.unobservable !== undefined && `${c.unobservable} unobservable`,
    c.unreached !== undefined && `${c.unreached} unreached`,
  ].filter(Boolean);
  const lines = [
    `Result: ${a.result}${a.verdict ? ` (verdict ${a.verdict})` : ''}`,
    `OCPI version: ${a.ocpiVersion ?? '(not said)'}`,
    `Modules: ${a.modules.length > 0 ? a.modules.join(', ') : '(not said)'}`,
    `Seed: ${a.seed ?? '(not said)'}`,
    `Commit: ${a.commit ? `${a.commit}${a.repository ? ` of ${a.repository}` : ''}` : '(not said)'}`,
    `Checks: ${c.passed} passed, ${c.warned} warned, ${c.failed} failed${others.length > 0 ? ` (${others.join(', ')})` : ''}${c.total !== undefined ? `, ${c.total} in all` : ''}`,
  ];
  if (a.threshold !== undefined) lines.push(`Threshold: ${a.threshold}%`);
  if (a.reportId) lines.push(`Report: ${a.reportId}${a.shareUrl ? ` (${a.shareUrl})` : ''}`);
  if (a.service) lines.push(`Service: ${a.service}`);
  if (a.partner) lines.push(`Partner: ${a.partner}`);
  if (a.url) lines.push(`Run: ${a.url}`);
  if (a.tool) lines.push(`Graded by: ${a.tool}`);
  return lines;
}
