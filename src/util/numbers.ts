/** Number formats shared by the gate's messages and every renderer. */

/** Rounds down to two decimals, so a rate never reads higher than it is (99.999 is not "100"). */
export function formatRate(rate: number): string {
  const floored = Math.floor(rate * 100) / 100;
  return Number.isInteger(floored) ? String(floored) : floored.toFixed(2).replace(/0$/, '');
}

/**
 * A count with thousands separators, as en-US writes it: "50,000". Not toLocaleString: its first
 * call loads the locale data, about 10 ms of every run that renders a count.
 */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A duration as people read it in a log: "42 s", "3 min 5 s". */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** A size as people read it: "512 bytes", "64 KiB", "1.5 MiB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const [value, unit] = bytes < 1048576 ? [bytes / 1024, 'KiB'] : [bytes / 1048576, 'MiB'];
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
}
