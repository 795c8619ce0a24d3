/**
 * The service's base URL, checked before anything is sent: http(s), no credentials, query or
 * fragment, plain http only on loopback unless allowed, ending in the version segment /api/v1.
 * Its problems are BaseUrlErrors of the setting `baseUrl`; the settings a message tells the user
 * to change are named by the caller's names (setting-names.ts).
 */
import { isLoopback } from '../util/loopback.js';
import { BaseUrlError } from './errors.js';
import { type ClientSettingNames, SETTING_KEYS } from './setting-names.js';

export interface BaseUrlOptions {
  /** Accept plain http outside the loopback range (the API key then travels in clear). */
  allowInsecureHttp?: boolean;
  /** The caller's names for the settings a message tells the user to change; default: the keys. */
  names?: ClientSettingNames;
}

/**
 * Checks and normalises a base URL: http(s), ending in the version segment /api/v1. A problem is
 * a BaseUrlError (an InputError of the field `baseUrl`): its `problem` names no setting but the
 * API key's and the plain-http switch's, by `names`; its message puts `names('baseUrl')` first.
 */
export function checkBaseUrl(raw: string, options: BaseUrlOptions = {}): string {
  const names = options.names ?? SETTING_KEYS;
  const fail = (problem: string) => new BaseUrlError(problem, names('baseUrl'));
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw fail(
      `"${raw}" is not a URL. Give the service's base URL, for example https://testing.example.com/api/v1.`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw fail(`must use http or https, not "${url.protocol}".`);
  }
  if (url.username || url.password) {
    throw fail(`must not carry credentials; give the API key separately (${names('apiKey')}).`);
  }
  if (url.search || url.hash) throw fail('must not have a query or fragment.');
  if (url.protocol === 'http:' && options.allowInsecureHttp !== true && !isLoopback(url.hostname)) {
    throw fail(
      `"${url.origin}${url.pathname}" uses plain http: the API key would cross the network unencrypted. ` +
        `Use https://${url.host}${url.pathname.replace(/\/+$/, '')}, or, for a service on a private network you trust, set ${names('allowInsecureHttp')} to true.`,
    );
  }
  const path = url.pathname.replace(/\/+$/, '');
  if (!path.endsWith('/api/v1')) {
    throw fail(
      `"${url.origin}${url.pathname}" must end in the version segment /api/v1, for example ${url.origin}/api/v1.`,
    );
  }
  return `${url.origin}${path}`;
}
