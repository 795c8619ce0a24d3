/**
 * The emulator does not close a kept-alive connection under a client that is about to reuse it.
 *
 * Node's fetch (undici) keeps an idle connection for the server's advertised `Keep-Alive:
 * timeout=5` less 2 s, but counts that time in ticks of a 499 ms timer, not on the clock: on a
 * loaded machine the ticks come late, and undici reuses a connection idle for longer than it
 * thinks. node:http closed it after 5 s + 1 s of real time, with the new request unread: a TCP
 * reset, "fetch failed: read ECONNRESET" (test/emulator-server.test.ts's run list, under load).
 * Here the client's thread is stalled past the server's old close, as a loaded machine stalls it
 * between two requests.
 */
import diagnostics from 'node:diagnostics_channel';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/emulator/index.js';

const KEY = 'pets_keepalive_team_000000001';
let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ owners: [{ id: 'team', plan: 'team', keys: [KEY] }] });
});
afterAll(async () => {
  await emulator.close();
});

/** Blocks this thread without using a core, as a machine too busy to run it would. */
function stall(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

it('answers a request sent on a kept-alive connection idle for longer than it advertised', async () => {
  // Connections Node's fetch opens (undici's diagnostics channel): one, or the test proves nothing.
  let connections = 0;
  const counted = () => {
    connections++;
  };
  diagnostics.subscribe('undici:client:connected', counted);
  const usage = () =>
    fetch(`${emulator.baseUrl}/usage`, {
      headers: { authorization: `Bearer ${KEY}` },
      signal: AbortSignal.timeout(15_000),
    });
  try {
    const first = await usage();
    // What the server advertises stays node:http's default.
    expect(first.headers.get('keep-alive')).toBe('timeout=5');
    await first.text();
    // undici gives the connection back to its pool on a later turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Past node:http's close (5 s + 1 s): no timer has run in between, so undici reuses the socket.
    stall(6_500);
    const second = await usage();
    expect(second.status).toBe(200);
    await second.text();
  } finally {
    diagnostics.unsubscribe('undici:client:connected', counted);
  }
  expect(connections).toBe(1);
}, 20_000);
