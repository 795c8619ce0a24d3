/**
 * JSON values walked without recursion (issue 40, point 5). A recorded body may nest as deep as the
 * service wrote it: JSON.parse reads any depth, but JSON.stringify and a recursive walk overflow
 * Node's stack at a few thousand levels (about 5,000 on the main thread), and one such body would
 * end `show` or `replay` with no check shown. These walk an explicit stack instead, so any depth
 * that fits in memory works.
 */

/** A value's replacement before it is written: `key` is its member's name, inherited by array items. */
export type JsonReplacer = (value: unknown, key: string | undefined) => unknown;

type Frame =
  | { kind: 'array'; items: readonly unknown[]; at: number; key: string | undefined }
  | { kind: 'object'; entries: [string, unknown][]; at: number; wrote: boolean };

/**
 * What JSON.stringify(value) writes, at any depth: members whose value is undefined, a function or
 * a symbol are left out (null in an array), toJSON is called, a number that is not finite is null.
 * `replace` is applied to every value before it is written, with its member's name (an array's
 * items get the name of the member holding the array). Undefined for a value JSON cannot write.
 */
export function jsonText(value: unknown, replace?: JsonReplacer): string | undefined {
  const out: string[] = [];
  const stack: Frame[] = [];
  /** Writes a scalar, or opens a container; false when the value is not written at all. */
  const write = (raw: unknown, key: string | undefined): boolean => {
    const value = prepared(raw, key, replace);
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') {
      return false;
    }
    if (value === null || typeof value !== 'object') {
      out.push(scalarText(value));
      return true;
    }
    if (Array.isArray(value)) {
      out.push('[');
      stack.push({ kind: 'array', items: value, at: 0, key });
    } else {
      out.push('{');
      stack.push({ kind: 'object', entries: Object.entries(value), at: 0, wrote: false });
    }
    return true;
  };
  if (!write(value, undefined)) return undefined;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.kind === 'array') {
      if (frame.at >= frame.items.length) {
        out.push(']');
        stack.pop();
        continue;
      }
      if (frame.at > 0) out.push(',');
      const item = frame.items[frame.at++];
      if (!write(item, frame.key)) out.push('null');
      continue;
    }
    if (frame.at >= frame.entries.length) {
      out.push('}');
      stack.pop();
      continue;
    }
    const [name, item] = frame.entries[frame.at++]!;
    const mark = out.length;
    out.push(`${frame.wrote ? ',' : ''}${JSON.stringify(name)}:`);
    if (write(item, name)) frame.wrote = true;
    else out.length = mark;
  }
  return out.join('');
}

function prepared(value: unknown, key: string | undefined, replace?: JsonReplacer): unknown {
  const json =
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
      ? (value as { toJSON(key: string): unknown }).toJSON(key ?? '')
      : value;
  return replace ? replace(json, key) : json;
}

function scalarText(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'bigint') throw new TypeError('Do not know how to serialize a BigInt');
  return JSON.stringify(value) as string;
}

/** Whether a value nests objects and arrays more than `limit` deep (a scalar is 0 deep). */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: item, depth } = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(item)) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}
