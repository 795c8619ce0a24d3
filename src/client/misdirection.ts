/**
 * Answers that say the base URL does not lead to the service, told apart from outages: a host
 * that does not exist, TLS against plain HTTP (or the reverse), a certificate not accepted, a
 * redirect, an HTML page or a path the service does not have. Each is a ConfigurationError that
 * names the base URL setting and the likely mistake; retrying cannot help (a DNS failure is asked
 * once more, in case it was a blip). A transient DNS failure (EAI_AGAIN), a refused or reset
 * connection to a host that resolved, timeouts and 5xx stay outages (transport.ts).
 */
import { ConfigurationError } from './errors.js';

type Names = (setting: 'baseUrl' | 'allowInsecureHttp') => string;
type Headers = Record<string, string | string[] | undefined>;

/** OpenSSL's words for a TLS record that is really plain HTTP: https against an http port. */
const PLAIN_HTTP_CODES = new Set([
  'ERR_SSL_WRONG_VERSION_NUMBER',
  'ERR_SSL_PACKET_LENGTH_TOO_LONG',
  'ERR_SSL_HTTP_REQUEST',
]);

/** Certificates and handshakes a client refuses: the host is not the one the certificate names. */
const CERTIFICATE_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION',
  'ERR_SSL_UNSUPPORTED_PROTOCOL',
  'ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE',
]);

/** The configuration mistake a connection failure stands for, or undefined for an outage. */
export function connectionMistake(
  operation: string,
  code: string,
  baseUrl: string,
  names: Names,
  cause: unknown,
): ConfigurationError | undefined {
  const url = new URL(baseUrl);
  const setting = names('baseUrl');
  if (code === 'ENOTFOUND') {
    return new ConfigurationError(
      operation,
      'dns',
      `The host ${url.hostname} in ${setting} does not exist (DNS: ENOTFOUND, on ${operation}). Check ${setting} for a typo; behind a proxy, check HTTPS_PROXY too.`,
      cause,
    );
  }
  if (PLAIN_HTTP_CODES.has(code) && url.protocol === 'https:') {
    return new ConfigurationError(
      operation,
      'plain-http',
      `The service at ${url.host} answered in plain HTTP where ${setting} asks for https (${code}, on ${operation}). Use http://${url.host}${url.pathname} (outside this machine also set ${names('allowInsecureHttp')}) or check the port.`,
      cause,
    );
  }
  if (CERTIFICATE_CODES.has(code)) {
    return new ConfigurationError(
      operation,
      'tls',
      `The TLS certificate or handshake of ${url.host} was not accepted (${code}, on ${operation}). Check the host in ${setting}; for a private certificate authority, give its certificate in NODE_EXTRA_CA_CERTS.`,
      cause,
    );
  }
  if (code.startsWith('HPE_')) {
    return new ConfigurationError(
      operation,
      'not-http',
      `The server at ${url.host} did not answer in HTTP (${code}, on ${operation}). If it serves https, use https:// in ${setting}; otherwise check the port.`,
      cause,
    );
  }
  return undefined;
}

/**
 * A 3xx answer. Not followed: a redirect could carry the API key to another host. The message
 * names the host it points to, never its path or query (which could hold a token).
 */
export function redirectMistake(
  operation: string,
  status: number,
  headers: Headers,
  requestUrl: string,
  names: Names,
): ConfigurationError {
  const location = first(headers.location);
  let target = 'an address it did not give';
  if (location) {
    try {
      const to = new URL(location, requestUrl);
      target = `${to.protocol}//${to.host}`;
    } catch {
      target = 'an address that is not a URL';
    }
  }
  const setting = names('baseUrl');
  return new ConfigurationError(
    operation,
    'redirect',
    `The service answered ${operation} with a redirect (HTTP ${status}) to ${target}. Redirects are not followed, as they could carry the API key elsewhere: if the service moved, set ${setting} to its new address.`,
  );
}

/**
 * An answer that is not the service's: an HTML page (a portal, a login page, a proxy's), or a 404
 * or 405 without the service's error envelope (a path the server at the base URL does not have).
 * `enveloped`: the body was the service's own error envelope.
 */
export function answerMistake(
  operation: string,
  answer: { status: number; headers: Headers; text: string; enveloped: boolean },
  names: Names,
): ConfigurationError | undefined {
  const { status, headers, text, enveloped } = answer;
  if (enveloped) return undefined;
  const setting = names('baseUrl');
  const html = isHtml(headers, text);
  // A 5xx page is a gateway's during an outage; 408 and 429 are waits.
  if (status >= 500 || status === 408 || status === 429) return undefined;
  if (html) {
    return new ConfigurationError(
      operation,
      'not-the-service',
      `The address in ${setting} answered ${operation} with an HTML page (HTTP ${status}), not the service's API. Check that ${setting} is the API root, ending in /api/v1 (for example https://testing.example.com/api/v1).`,
    );
  }
  if (status === 404 || status === 405) {
    return new ConfigurationError(
      operation,
      'not-the-service',
      `The address in ${setting} answered ${operation} with HTTP ${status} and no error of the service's: the path does not exist there. Check that ${setting} is the service's API root, ending in /api/v1.`,
    );
  }
  return undefined;
}

/** The answer is an HTML page: by its content type, or by its first character. */
export function isHtml(headers: Headers, text?: string): boolean {
  const type = first(headers['content-type'])?.toLowerCase() ?? '';
  if (type.includes('html')) return true;
  return text?.trimStart().startsWith('<') === true;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
