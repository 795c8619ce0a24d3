/**
 * What a failed validation says the partner did, applied to the recorded exchange, so that a
 * report never contradicts itself: the status it names is the response's status, the header it
 * says was not sent is not in the response, the status_code it quotes is the body's, the number
 * of items it counts is the number in the body. Read from the roster's `actual` text, the one
 * place that says what went wrong. A text about another request (the next one, a repeat, the
 * second page) is not about this exchange and changes nothing.
 */
import type { ValidationDefinition } from './roster.js';

/** How a response must differ from the one the template gives, for its failed validations. */
export interface ExchangeFaults {
  status?: number;
  missingHeaders: string[];
  statusCode?: number;
  items?: number;
}

const ANOTHER_REQUEST = /\b(next request|repeated|second page|next GET|next page)\b/i;

/** The status a validation's failure names for this exchange, if it names one. */
export function namedStatus(def: ValidationDefinition): number | undefined {
  if (ANOTHER_REQUEST.test(def.actual)) return undefined;
  const status = /\banswered HTTP (\d{3})\b/.exec(def.actual);
  return status ? Number(status[1]) : undefined;
}

/** The faults of the validations that fail. */
export function faultsOf(
  defs: readonly ValidationDefinition[],
  outcomes: readonly ('pass' | 'fail' | 'unobservable')[],
): ExchangeFaults {
  const faults: ExchangeFaults = { missingHeaders: [] };
  defs.forEach((def, i) => {
    if (outcomes[i] !== 'fail' || ANOTHER_REQUEST.test(def.actual)) return;
    faults.status ??= namedStatus(def);
    for (const header of def.actual.matchAll(/\bsent no ([A-Za-z-]+) header/g)) {
      faults.missingHeaders.push(header[1]!);
    }
    const code = /\banswered status_code (\d{4})/.exec(def.actual);
    if (code) faults.statusCode ??= Number(code[1]);
    const items = /\breturned (\d+) items\b/.exec(def.actual);
    if (items) faults.items ??= Number(items[1]);
  });
  return faults;
}

/** The response's headers without those the faults say were not sent (any case). */
export function withoutHeaders(
  headers: Record<string, string>,
  faults: ExchangeFaults,
): Record<string, string> {
  if (faults.missingHeaders.length === 0) return headers;
  const missing = new Set(faults.missingHeaders.map((name) => name.toLowerCase()));
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !missing.has(name.toLowerCase())),
  );
}

/** The response body with the status_code and item count the faults name. */
export function faultedBody(
  body: unknown,
  faults: ExchangeFaults,
  statusMessages: Readonly<Record<number, string>>,
): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const envelope = { ...(body as Record<string, unknown>) };
  if (faults.statusCode !== undefined && 'status_code' in envelope) {
    envelope.status_code = faults.statusCode;
    envelope.status_message = statusMessages[faults.statusCode] ?? 'Error';
  }
  if (faults.items !== undefined && Array.isArray(envelope.data) && envelope.data.length > 0) {
    const data = envelope.data as unknown[];
    envelope.data = Array.from({ length: faults.items }, (_, i) => data[i % data.length]);
  }
  return envelope;
}
