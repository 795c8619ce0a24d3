/**
 * Copy-as-curl (issue 36, point 1): the curl command that sends a check's recorded request again,
 * to the partner's own build. The partner's base URL and every credential are shell variables
 * (`"$PARTNER_BASE_URL"`, `$OCPI_TOKEN`), never values; everything else is quoted so that text
 * from the report stays inert in any POSIX shell (quotes, `$(...)`, backticks, line breaks are
 * sent as they are, never run). A body over BODY_FILE_BYTES goes to a file the caller writes
 * (`--data-binary @FILE`). A request that cannot be replayed exactly, or one the partner sent to
 * the service, gets no command: the reasons, and the request as recorded.
 *
 * The command does only what it shows (issue 40, point 5): it sends one request, and reads no file
 * but the body file the caller wrote. curl's globbing is off (`--globoff`: a recorded `[1-3]` or
 * `{a,b}` is sent as it is, not as several requests); an inline body is `--data-raw` (a recorded
 * `@/etc/hostname` is sent as those characters, not read); no `-H` or `--data-urlencode` argument
 * from the recording can take curl's `@file` form (a header that would is left out and said in the
 * notes; a query parameter's name has its `@` percent-encoded).
 *
 * Pure: the caller writes the body file and prints the text.
 */
import { type EndpointTarget, endpointText, endpointVariable } from './ocpi-endpoint.js';
import {
  PLACEHOLDER_NAMES,
  PLACEHOLDER_PATTERN,
  type RecordedHeader,
  type RecordedRequest,
} from './recorded-request.js';

/** Bodies longer than this (in UTF-8 bytes) are sent from a file rather than inline. */
export const BODY_FILE_BYTES = 2048;

/** The variable that stands for the partner's OCPI root (its base URL without `/versions`). */
export const BASE_URL_VARIABLE = 'PARTNER_BASE_URL';
/** The variable for the partner's origin, for a request outside that root. */
export const ORIGIN_VARIABLE = 'PARTNER_ORIGIN';
/** The partner's versions URL, which every endpoint variable is read from. */
export const VERSIONS_VARIABLE = 'OCPI_VERSIONS_URL';
/** The version details URL of the report's version, read from the versions endpoint. */
export const DETAILS_VARIABLE = 'OCPI_VERSION_DETAILS_URL';

export interface CurlCommand {
  kind: 'command';
  /**
   * The command whole: a comment line naming the variables to set, the lines that read its
   * endpoint's URL from the partner's version details (`setup`), then `curl ...` over continued
   * lines.
   */
  command: string;
  /** The comment line and the curl, without the setup: for a list that prints the setup once. */
  withoutSetup: string;
  /**
   * The lines that set the endpoint variable the curl sends to from the partner's versions URL
   * (`$OCPI_VERSIONS_URL`): its version details' URL, then the endpoint's, each read with curl and
   * jq; empty for a request to the versions URL itself or to a recorded path.
   */
  setup: string[];
  /** The environment variables to set before pasting it, the partner's URL first. */
  variables: string[];
  /** The body file to write beside the command, when the body is large or holds control characters. */
  bodyFile?: { name: string; content: string };
  /** What the reader must know before running it (a placeholder left in a body file...). */
  notes: string[];
}

export interface CurlRefusal {
  /** `from-partner`: the partner sent it; `not-replayable`: the record is not exact. */
  kind: 'from-partner' | 'not-replayable';
  reasons: string[];
  /** The request as recorded (credentials as placeholders), as an HTTP message to read. */
  request: string;
}

export type CurlRendering = CurlCommand | CurlRefusal;

export interface CurlOptions {
  /** The body file's name (default from the check id: `2.2.1-locations-list.body.json`). */
  bodyFileName?: string;
  /** Override BODY_FILE_BYTES (tests). */
  bodyFileBytes?: number;
}

/** The curl command for a packet, or why there is none. */
export function curlCommand(packet: RecordedRequest, options: CurlOptions = {}): CurlRendering {
  if (packet.direction === 'from-partner' || packet.notReplayable.length > 0) {
    return {
      kind: packet.direction === 'from-partner' ? 'from-partner' : 'not-replayable',
      reasons: packet.notReplayable.map((n) => n.text),
      request: requestText(packet),
    };
  }
  const notes: string[] = [];
  const lines = [`curl -sS -i --globoff ${methodFlag(packet.method ?? 'GET')}`];
  const where = urlWord(packet, notes);
  lines.push(where.word, ...where.flags);
  const headers = packet.headers.filter((header) => {
    const why = unsafeHeader(header);
    if (why) notes.push(`The header ${JSON.stringify(header.name)} ${why}, and is left out.`);
    return why === undefined;
  });
  for (const header of headers) lines.push(`-H ${shellWord(headerLine(header))}`);
  const body = bodyPart(packet, options, notes);
  if (body.flag) {
    if (!packet.headers.some((h) => h.name.toLowerCase() === 'content-type')) {
      // curl would add a form Content-Type the service never sent.
      lines.push(`-H ${shellWord('Content-Type:')}`);
    }
    lines.push(body.flag);
  }
  const used = packet.placeholders.filter((name) => !body.file || inlinePlaceholder(packet, name));
  const setup = setupLines(packet.endpoint);
  // The endpoint variables come from the setup lines: the user sets the versions URL.
  const first = setup.length > 0 ? [VERSIONS_VARIABLE, 'OCPI_TOKEN'] : [where.variable];
  const variables = [...new Set([...first, ...used])];
  const comment = `# ${inertComment(variables.map((name) => `${name}=${describeVariable(name, packet)}`).join('; '))}`;
  const curl = lines.join(' \\\n  ');
  return {
    kind: 'command',
    command: [comment, ...setup, curl].join('\n'),
    withoutSetup: [comment, curl].join('\n'),
    setup,
    variables,
    ...(body.file ? { bodyFile: body.file } : {}),
    notes,
  };
}

/**
 * The URL as one shell word, and any -G flags: the endpoint's variable (`$OCPI_VERSIONS_URL`,
 * `$OCPI_LOCATIONS_SENDER_URL`...) and the recorded rest of the path and query, as `replay` sends
 * it (ocpi-endpoint.ts, underEndpoint: the published URL as it is for a list, without its
 * trailing slash before object ids). A request whose endpoint cannot be told goes to its recorded
 * path under $PARTNER_BASE_URL, as `replay --paths recorded` sends it, and a note says why.
 */
function urlWord(
  packet: RecordedRequest,
  notes: string[],
): { variable: string; word: string; flags: string[] } {
  const target = packet.endpoint;
  const variable = endpointVariable(target);
  if (variable === undefined || target.kind === 'unknown') {
    const fallback = packet.relativeTo === 'partner-root' ? BASE_URL_VARIABLE : ORIGIN_VARIABLE;
    if (target.kind === 'unknown') {
      notes.push(
        `It is sent to its recorded path under $${fallback}, as replay --paths recorded sends it: its endpoint at the partner cannot be told (${target.why}).`,
      );
    }
    const query = queryPart(packet.path ?? '', packet.body !== undefined, notes);
    const word = shellWord(`$${fallback}${query.path}`, [fallback, ...PLACEHOLDER_NAMES]);
    return { variable: fallback, word, flags: query.flags };
  }
  const rest = target.kind === 'module' ? target.rest : '';
  const query = queryPart(rest + target.query, packet.body !== undefined, notes);
  // The endpoint's URL without a trailing slash before an object id (`${VAR%/}`), as replay joins.
  const base = rest === '' ? `\${${variable}}` : `\${${variable}%/}`;
  const literal = query.path === '' ? '""' : shellWord(query.path, PLACEHOLDER_NAMES);
  const word = literal.startsWith('"') ? `"${base}${literal.slice(1)}` : `"${base}"${literal}`;
  return { variable, word, flags: query.flags };
}

/**
 * The lines that read an endpoint's URL from the partner's versions URL: the version details'
 * URL of the version, then the module's endpoint for its identifier (and role, from OCPI 2.2 on).
 * Their words come from ocpi-endpoint.ts, which lets through only a version of digits and dots and
 * a module of letters and underscores: nothing the service wrote is put in the shell unchecked.
 */
function setupLines(target: EndpointTarget): string[] {
  if (target.kind !== 'module' && target.kind !== 'version-details') return [];
  const read = (from: string, filter: string) =>
    `$(curl -sS --globoff -H "Authorization: Token $OCPI_TOKEN" "$${from}" | jq -r '${filter}')`;
  const lines = [
    `${DETAILS_VARIABLE}=${read(VERSIONS_VARIABLE, `first(.data[] | select(.version == "${target.version}")) | .url`)}`,
  ];
  if (target.kind === 'module') {
    const role = target.role ? ` and .role == "${target.role}"` : '';
    lines.push(
      `${endpointVariable(target)}=${read(DETAILS_VARIABLE, `first(.data.endpoints[] | select(.identifier == "${target.module}"${role})) | .url`)}`,
    );
  }
  return lines;
}

/** The setup lines of several commands, each once, in the order first met. */
export function setupOf(renderings: readonly CurlRendering[]): string[] {
  const lines = renderings.flatMap((r) => (r.kind === 'command' ? r.setup : []));
  return [...new Set(lines)];
}

/** The endpoint a command is sent to, in words, for a reader: `locations (SENDER interface)`. */
export function curlEndpointText(packet: RecordedRequest): string {
  return endpointText(packet.endpoint);
}

/**
 * The path, and the query parameters that hold a placeholder as curl flags. The shell puts a
 * variable's value into the URL as it is, so a Base64 token's `+` would be read as a space there:
 * such a parameter goes in `-G --data-urlencode`, which curl percent-encodes (and appends to the
 * query, after the others). `-G` would move a body into the query too: with a body the parameter
 * stays in the URL, and a note says its value must be percent-encoded.
 */
function queryPart(
  full: string,
  hasBody: boolean,
  notes: string[],
): { path: string; flags: string[] } {
  const q = full.indexOf('?');
  if (q < 0) return { path: full, flags: [] };
  const params = full.slice(q + 1).split('&');
  const holding = params.filter((p) => new RegExp(PLACEHOLDER_PATTERN.source).test(p));
  if (holding.length === 0) return { path: full, flags: [] };
  if (hasBody) {
    const names = new Set(
      holding.flatMap((p) => [...p.matchAll(PLACEHOLDER_PATTERN)].map((m) => `$${m[1]}`)),
    );
    notes.push(
      `The URL's query holds ${[...names].join(', ')}: the shell puts the value there as it is, so give it percent-encoded (a Base64 token's + as %2B, / as %2F, = as %3D).`,
    );
    return { path: full, flags: [] };
  }
  const kept = params.filter((p) => !holding.includes(p));
  const flags = holding.map((p) => `--data-urlencode ${shellWord(decodedParam(p))}`);
  return {
    path: full.slice(0, q) + (kept.length ? `?${kept.join('&')}` : ''),
    flags: ['-G', ...flags],
  };
}

/**
 * `name=value` with the value's recorded percent-encoding undone (curl encodes it again), as an
 * argument of `--data-urlencode`, which reads `name@file` and `@file` as a file to send: an `@` in
 * the name (taken as encoded already) is written `%40`, and a parameter without `=` is given as
 * `=content` (the same parameter, never a file).
 */
function decodedParam(param: string): string {
  const eq = param.indexOf('=');
  if (eq < 0) return `=${safeDecode(param)}`;
  const name = param.slice(0, eq).replace(/@/g, '%40');
  return `${name}=${safeDecode(param.slice(eq + 1))}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function methodFlag(method: string): string {
  if (method === 'HEAD') return '--head';
  return `-X ${/^[A-Z]+$/.test(method) ? method : shellWord(method)}`;
}

function headerLine(header: RecordedHeader): string {
  return header.value === '' ? `${header.name};` : `${header.name}: ${header.value}`;
}

/** Whether a placeholder appears outside a body that goes to a file. */
function inlinePlaceholder(packet: RecordedRequest, name: string): boolean {
  const pattern = new RegExp(`\\$${name}(?![A-Za-z0-9_])`);
  return [packet.path ?? '', ...packet.headers.map((h) => h.value)].some((t) => pattern.test(t));
}

/**
 * Why a header cannot be put on the command line as `-H "name: value"`, if it cannot: curl reads
 * an argument starting with `@` as a file of headers, and a line break would end the header
 * there (what follows would be sent as a header of its own, or break the request).
 */
function unsafeHeader(header: RecordedHeader): string | undefined {
  if (header.name.startsWith('@')) {
    return 'starts with "@", which curl would read as the name of a file of headers';
  }
  if (header.value.trimStart().startsWith('@')) {
    return 'has a value starting with "@", left out as a name starting with one is (curl reads "-H @file" as a file of headers)';
  }
  if (/[\r\n]/.test(header.name + header.value)) {
    return 'holds a line break, which would end the header there';
  }
  if (HAS_CONTROL.test(header.name + header.value)) return 'holds control characters';
  return undefined;
}

/**
 * What a terminal or CI log would not show as it is (util/text.ts escapes it, disarms it): C0
 * controls but tab and line feed, DEL, C1, bidi controls, line separators, and a line starting a
 * workflow command (`::`, `##[`). A body holding any goes to a file; a header holding any is left
 * out, so that a printed command is always the command.
 */
const HAS_CONTROL =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]|^\s*(::|##\[)/m;

function bodyPart(
  packet: RecordedRequest,
  options: CurlOptions,
  notes: string[],
): { flag?: string; file?: { name: string; content: string } } {
  const body = packet.body;
  if (body === undefined) return {};
  const limit = options.bodyFileBytes ?? BODY_FILE_BYTES;
  const large = new TextEncoder().encode(body).length > limit;
  // --data-raw: the body as it is, an `@` at its start too (--data-binary would read a file).
  if (!large && !HAS_CONTROL.test(body)) return { flag: `--data-raw ${shellWord(body)}` };
  const name = options.bodyFileName ?? bodyFileName(packet);
  const left = [...body.matchAll(PLACEHOLDER_PATTERN)].map((m) => `$${m[1]}`);
  if (left.length > 0) {
    notes.push(
      `The body file ${name} holds ${[...new Set(left)].join(', ')}: put the value in its place before sending (a file is not expanded by the shell).`,
    );
  }
  return { flag: `--data-binary ${shellWord(`@${name}`, [])}`, file: { name, content: body } };
}

/** A file name from the check id: letters, digits, dots and dashes only. */
export function bodyFileName(packet: RecordedRequest): string {
  const stem = packet.testId.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  return `${stem || 'request'}.body${packet.bodyIsJson ? '.json' : '.txt'}`;
}

/**
 * The first line's words as plain text. zsh on a terminal takes `#` for a command, not a comment
 * (unless interactive_comments is set), and so would a pasted command's first line: a quote there
 * would pair with one of the command's own and leave the service's text unquoted. So it holds no
 * quote, expansion, separator or redirection: quotes become typographic ones, parentheses brackets,
 * a semicolon a comma, and any other such character its percent-encoding (as in a URL).
 */
function inertComment(text: string): string {
  return text
    .replace(/"([^"]*)"/g, '“$1”')
    .replace(
      /['"`$\\;&|<>()!]/g,
      (c) => COMMENT_CHARS[c] ?? `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
}

const COMMENT_CHARS: Record<string, string> = {
  "'": '’',
  '"': '”',
  '(': '[',
  ')': ']',
  ';': ',',
};

function describeVariable(name: string, packet: RecordedRequest): string {
  switch (name) {
    case BASE_URL_VARIABLE:
      return `your partner's OCPI root without /versions (recorded: ${packet.base})`;
    case ORIGIN_VARIABLE:
      return `your partner's scheme://host:port (recorded: ${packet.base})`;
    case VERSIONS_VARIABLE:
      return "your partner's versions URL, which publishes its endpoints";
    case 'OCPI_TOKEN':
      return 'the credentials token as sent after "Token " (Base64-encoded from OCPI 2.2 on)';
    case 'OCPI_CREDENTIALS_TOKEN':
      return 'the token in the credentials object';
    case 'OCPI_SECRET':
      return 'the credential the service sent (an API key, a cookie)';
    default:
      return `the credentials handshake's token ${name.slice(-1)} this check was sent with (in an Authorization header, as sent after "Token ")`;
  }
}

/**
 * One shell word for `text`, in which the placeholders of `expand` (default: every placeholder)
 * are the shell's variables and everything else is literal. A word whose literal parts hold no
 * character special inside double quotes is written in double quotes (`"Authorization: Token
 * $OCPI_TOKEN"`); any other word in single quotes, the variables between them in double quotes.
 */
export function shellWord(text: string, expand?: readonly string[]): string {
  const parts = splitPlaceholders(text, expand);
  if (parts.length === 0) return "''";
  const literals = parts.filter((p) => p.kind === 'literal').map((p) => p.text);
  if (literals.every((l) => !/[$`"\\!\n\r]/.test(l))) {
    const inside = parts
      .map((p, i) =>
        p.kind === 'literal'
          ? p.text
          : /^[A-Za-z0-9_]/.test(parts[i + 1]?.text ?? '')
            ? `\${${p.text}}`
            : `$${p.text}`,
      )
      .join('');
    return `"${inside}"`;
  }
  return parts
    .map((p) => (p.kind === 'literal' ? `'${p.text.replace(/'/g, `'\\''`)}'` : `"$${p.text}"`))
    .join('');
}

type Part = { kind: 'literal' | 'variable'; text: string };

function splitPlaceholders(text: string, expand: readonly string[] | undefined): Part[] {
  const pattern =
    expand === undefined
      ? new RegExp(PLACEHOLDER_PATTERN.source, 'g')
      : new RegExp(`\\$(${expand.join('|') || '(?!)'})(?![A-Za-z0-9_])`, 'g');
  const parts: Part[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) parts.push({ kind: 'literal', text: text.slice(at, match.index) });
    parts.push({ kind: 'variable', text: match[1] as string });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ kind: 'literal', text: text.slice(at) });
  return parts;
}

/** The request as recorded, as an HTTP message: request line, headers, a blank line, the body. */
export function requestText(packet: RecordedRequest): string {
  const lines = [`${packet.method ?? '(no method)'} ${packet.url ?? '(no URL)'}`];
  for (const header of packet.headers) lines.push(headerLine(header));
  if (packet.headersTruncated) lines.push('(headers truncated by the service)');
  if (packet.body !== undefined) {
    lines.push('', packet.body);
    if (packet.bodyTruncated) lines.push('(body truncated by the service)');
  }
  return lines.join('\n');
}
