/**
 * `ocpi-conformance verify REPORT [--bundle FILE] (--key PUBLIC_KEY | --repository O/R ...)`
 * (issue 44, point 3): for a hub or a partner who is handed a report file and its attestation.
 * Checks the signature, the predicate type and that the report file is the attestation's
 * subject (src/app/verify-attestation.ts), then prints what was attested and exits 0; or says
 * what failed and exits 1. Reads no service and needs no API key; with --key, no network at all.
 */
import {
  type Attested,
  GITHUB_ACTIONS_ISSUER,
  type Signer,
  type Verification,
  verifyAttestation,
} from '../app/verify-attestation.js';
import {
  type CommandSpec,
  helpPointer,
  JSON_OPTION,
  type ParsedCommand,
  parseCommand,
  UsageError,
  usage,
} from './args.js';
import { type CliOptions, terminalFor } from './context.js';
import { EXIT } from './exit-codes.js';
import type { CommandIo } from './io.js';
import type { Terminal } from './output.js';

const KEYLESS_ONLY = ['signer-workflow', 'trusted-root', 'cert-oidc-issuer'] as const;

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
  options: [
    {
      name: 'bundle',
      kind: 'string',
      placeholder: 'FILE',
      description: 'the Sigstore bundle of the attestation (default: REPORT.sigstore.json)',
    },
    {
      name: 'key',
      kind: 'string',
      placeholder: 'PUBLIC_KEY',
      description:
        'the public key (PEM) of the key the report was signed with (run --sign-key); checked offline',
    },
    {
      name: 'repository',
      kind: 'string',
      placeholder: 'OWNER/NAME',
      description:
        "keyless (the action's attest): the repository whose workflow signed; its certificate must say so",
    },
    {
      name: 'signer-workflow',
      kind: 'string',
      placeholder: 'WORKFLOW',
      description:
        'keyless: the workflow that signed, as OWNER/NAME/.github/workflows/FILE.yml (default: any workflow of --repository)',
    },
    {
      name: 'trusted-root',
      kind: 'string',
      placeholder: 'FILE',
      description:
        "keyless: Sigstore's trusted root, one or more, one a line (write it with: gh attestation trusted-root > trusted_root.jsonl)",
    },
    {
      name: 'cert-oidc-issuer',
      kind: 'string',
      placeholder: 'URL',
      description: `keyless: the issuer of the signer's token (default: ${GITHUB_ACTIONS_ISSUER})`,
    },
    JSON_OPTION,
  ],
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
    const bundleFile = parsed.get('bundle') ?? `${reportFile}.sigstore.json`;
    const outcome = await verifyAttestation({
      reportFile,
      bundleFile,
      signer: signerOf(parsed),
      options: {
        report: 'REPORT',
        bundle: parsed.get('bundle')
          ? '--bundle'
          : 'The bundle (REPORT.sigstore.json, as --bundle was not given)',
        key: '--key',
        trustedRoot: '--trusted-root',
      },
    });
    show(terminal, outcome, reportFile, bundleFile);
    return outcome.verified ? EXIT.ok : EXIT.gateFailed;
  } catch (error) {
    return terminal.fail(error);
  }
}

/** Who must have signed: the key, or the identity expected of a keyless signature. */
function signerOf(parsed: ParsedCommand): Signer {
  const key = parsed.get('key');
  const repository = parsed.get('repository');
  const pointer = helpPointer('verify');
  if (key && repository) {
    throw new UsageError(
      `Give either --key (a bundle signed with a key) or --repository (a keyless one), not both. ${pointer}`,
      'key',
    );
  }
  if (key) {
    const keyless = KEYLESS_ONLY.find((name) => parsed.get(name) !== undefined);
    if (keyless) {
      throw new UsageError(
        `--${keyless} is for a keyless bundle (--repository), not with --key. ${pointer}`,
        keyless,
      );
    }
    return { kind: 'key', keyFile: key };
  }
  if (!repository) {
    throw new UsageError(
      `"ocpi-conformance verify" needs --key PUBLIC_KEY (a bundle signed with run --sign-key) or --repository OWNER/NAME (a keyless one, from the action's attest). ${pointer}`,
      'key',
    );
  }
  if (
    !/^[\w.-]+\/[\w.-]+$/.test(repository) &&
    !/^https:\/\/[^/]+\/[\w.-]+\/[\w.-]+\/?$/.test(repository)
  ) {
    throw new UsageError(
      `--repository "${repository}" is not OWNER/NAME (or https://HOST/OWNER/NAME). ${pointer}`,
      'repository',
    );
  }
  const trustedRoot = parsed.get('trusted-root');
  if (!trustedRoot) {
    throw new UsageError(
      `A keyless bundle is checked against Sigstore's trusted root: give --trusted-root FILE (write it with: gh attestation trusted-root > trusted_root.jsonl). ${pointer}`,
      'trusted-root',
    );
  }
  return {
    kind: 'identity',
    repository,
    signerWorkflow: parsed.get('signer-workflow'),
    issuer: parsed.get('cert-oidc-issuer') ?? GITHUB_ACTIONS_ISSUER,
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
