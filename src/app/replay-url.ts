/**
 * The partner's base URL a replay sends to, checked before anything is sent: http(s), no
 * credentials, query or fragment in it, and plain http only to this machine unless the user
 * opted in, as `run` asks for the service's URL (the partner's token would cross in clear).
 */

import { InputError } from '../util/errors.js';
import { isLoopback } from '../util/loopback.js';

export interface PartnerUrlNames {
  /** The flag of the base URL: "--partner-base-url". */
  url: string;
  /** The opt-in to plain http: "--allow-insecure-http". */
  allowInsecureHttp: string;
}

/**
 * The partner's base URL is wrong: an InputError whose `problem` names no setting but the
 * opt-in to plain http (as the client's BaseUrlError), and whose message puts `names.url` first.
 */
export class PartnerUrlError extends InputError {
  constructor(
    readonly problem: string,
    subject: string,
  ) {
    super('partner-base-url', `${subject} ${problem}`);
  }
}

/** The base URL without trailing slashes; throws PartnerUrlError naming `names.url`. */
export function checkPartnerBaseUrl(
  raw: string,
  allowInsecureHttp: boolean,
  names: PartnerUrlNames,
): string {
  const fail = (problem: string) => new PartnerUrlError(problem, names.url);
  const notUrl = () =>
    fail(
      `"${raw}" is not a URL. Give the partner's endpoint with its scheme, for example its versions URL http://localhost:8080/ocpi/versions.`,
    );
  // "localhost:8080" parses as a URL of the scheme "localhost:".
  if (!raw.includes('://')) throw notUrl();
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw notUrl();
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw fail(`must use http or https, not "${url.protocol}".`);
  }
  if (url.username || url.password) {
    throw fail('must not carry credentials; the token comes from the environment (--token-env).');
  }
  if (url.search || url.hash) throw fail('must not have a query or fragment.');
  if (url.protocol === 'http:' && !allowInsecureHttp && !isLoopback(url.hostname)) {
    throw fail(
      `"${url.origin}${url.pathname}" uses plain http to another machine: the partner's token would cross the network unencrypted. ` +
        `Use https://${url.host}${url.pathname.replace(/\/+$/, '')}, or, for an endpoint on a private network you trust, set ${names.allowInsecureHttp} to true.`,
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
