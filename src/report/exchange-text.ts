/**
 * An exchange (request and response) as plain text, for a reader of raw text: the check run's
 * annotation details. The same form the job summary shows inside <pre>.
 */
import type { Exchange } from '../client/index.js';
import { maskCredentialFields } from '../util/credentials.js';

/**
 * The exchange as text, its credential fields (Authorization headers, token fields) and
 * credential-shaped values masked by name and shape: that needs no secret store, so it holds for
 * tokens nobody registered. The caller applies its secret store's redact to the whole text.
 */
export function exchangeText(exchange: Exchange): string {
  const redacted = maskCredentialFields(exchange);
  const lines: string[] = [];
  const request = redacted.request;
  if (request) {
    lines.push(`${request.method ?? '?'} ${request.url ?? ''}`);
    for (const [k, v] of Object.entries(request.headers ?? {})) lines.push(`${k}: ${String(v)}`);
    if (request.headersTruncated) lines.push('(headers cut by the service)');
    if (request.body !== undefined)
      lines.push('', body(request.body), request.bodyTruncated ? '(body cut by the service)' : '');
  }
  const response = redacted.response;
  if (response) {
    const latency = redacted.latencyMs !== undefined ? ` in ${redacted.latencyMs} ms` : '';
    lines.push('', `HTTP ${response.status ?? '?'}${latency}`);
    for (const [k, v] of Object.entries(response.headers ?? {})) lines.push(`${k}: ${String(v)}`);
    if (response.headersTruncated) lines.push('(headers cut by the service)');
    if (response.body !== undefined)
      lines.push(
        '',
        body(response.body),
        response.bodyTruncated ? '(body cut by the service)' : '',
      );
  }
  if (redacted.error) {
    const cut = redacted.errorTruncated ? ' (cut by the service)' : '';
    lines.push('', `Error: ${redacted.error}${cut}`);
  }
  return lines.join('\n').trim();
}

function body(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}
