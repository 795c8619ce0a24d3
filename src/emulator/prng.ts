/**
 * Deterministic pseudo-random numbers for the emulator's content generators.
 *
 * A generator is seeded from strings (typically a run seed plus a test id), so that one check's
 * draws depend only on those strings and never on how many other draws happened before it: a
 * check gives the same result whether its module runs alone or inside a full run.
 *
 * Hash: cyrb128 (four 32-bit lanes, good avalanche on short, similar strings such as test ids).
 * Generator: sfc32, fast and well distributed, seeded with the four lanes.
 */

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** `length` lowercase hex digits. */
  hex(length: number): string;
}

/** Separator between seed parts, so ('ab','c') and ('a','bc') seed different generators. */
const PART_SEPARATOR = '\u001f';

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A stable 64-bit hash of a string, as 16 lowercase hex digits. */
export function stableHash(text: string): string {
  const [a, b] = cyrb128(text);
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** A stable 32-bit unsigned hash of a string. */
export function hash32(text: string): number {
  return cyrb128(text)[0];
}

/** A generator seeded from the given parts; the same parts always give the same sequence. */
export function rng(...parts: string[]): Rng {
  let [a, b, c, d] = cyrb128(parts.join(PART_SEPARATOR));
  const next = (): number => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Warm up: the first outputs of sfc32 still carry structure of the seed.
  for (let i = 0; i < 12; i++) next();
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('rng.pick: empty array');
      return items[Math.floor(next() * items.length)]!;
    },
    chance: (p: number) => next() < p,
    hex(length: number): string {
      let out = '';
      while (out.length < length) out += Math.floor(next() * 16).toString(16);
      return out;
    },
  };
}
