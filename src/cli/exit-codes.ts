/** The CLI's exit codes: the contract CI scripts rely on, printed in every --help. */
export const EXIT = {
  /** The gate passed, or an admin command did what was asked. */
  ok: 0,
  /** The gate failed: the report was graded and did not meet the policy. */
  gateFailed: 1,
  /** Usage or input error, found before any request was sent. */
  usage: 2,
  /** No verdict: service or network error, timeout, run failed or cancelled, interrupted. */
  noVerdict: 3,
  /**
   * No verdict because the configuration does not work with the service: the API key, a base URL
   * that leads elsewhere, a connection or module it does not know, a plan limit, a configuration it
   * cannot test, a failed handshake. Apart from
   * 3 so that CI can tolerate outages without tolerating a broken set-up.
   */
  refused: 4,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export const EXIT_CODES_HELP = `Exit codes:
  0  pass (run), or the command succeeded
  1  the gate failed: the run was graded and did not meet the threshold or a fail-on condition;
     doctor: a row the gate's safety leans on differs from the service;
     replay: a replayed check is STILL FAILING or CANNOT TELL (not shown FIXED);
     verify: the attestation does not verify for the report file
  2  usage or input error (unknown command or option, invalid value), found before any request
  3  no verdict: service or network error, timeout, run failed or cancelled, or interrupted;
     replay: the partner's endpoint could not be reached
  4  the configuration does not work with the service: API key (401/403), base URL (no such
     host, https against http, a redirect, not the service), unknown connection or module,
     plan limit (402), unsupported configuration (422), failed handshake; fix what it names`;
