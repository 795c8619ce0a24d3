/**
 * Loopback host names: where plain http is allowed without asking, for the service's base URL
 * (client/base-url.ts) and a partner's (app/replay-url.ts).
 */

/** localhost, 127.0.0.0/8 and ::1: a service on the same machine (the emulator). */
export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}
