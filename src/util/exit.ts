/**
 * Ends the process as soon as its output is out, instead of letting Node wind down on its own:
 * idle keep-alive sockets, a stray timer in a dependency or a pending handle can then neither
 * keep a finished CI step running nor add to the time to its verdict. On POSIX, writes to a pipe
 * may still be queued in the stream when the last line is logged, and process.exit() would drop
 * them: each stream is flushed first.
 */
export async function exitOnceFlushed(
  code: number | undefined,
  streams: NodeJS.WritableStream[] = [process.stdout, process.stderr],
): Promise<never> {
  await Promise.all(streams.map(flushed));
  // process.exit(undefined) would reset an exitCode set earlier (core.setFailed sets one) to 0.
  if (code === undefined) process.exit();
  process.exit(code);
}

/** Resolves when every write queued on `stream` so far has been handed to the OS. */
function flushed(stream: NodeJS.WritableStream): Promise<void> {
  const queued = (stream as NodeJS.WritableStream & { writableLength?: number }).writableLength;
  if (queued === 0) return Promise.resolve();
  // Writes complete in order, so the callback of an empty write runs after all earlier ones.
  return new Promise((resolve) => {
    stream.write('', () => resolve());
  });
}
