/**
 * Whether an operation's cost grows faster than its input, by the CPU time of the thread that
 * runs it, not by the wall clock: other processes keeping the cores busy stretch the wall time
 * of a run, not the CPU time it takes (counted in ticks of a few ms, so each side runs long
 * enough), and two sides measured in turns in the same test cancel the machine's speed.
 */

/** The CPU ms (user and system) this thread spends on `work`. */
export async function threadCpuMs(work: () => unknown): Promise<number> {
  const before = process.threadCpuUsage();
  await work();
  const used = process.threadCpuUsage(before);
  return (used.user + used.system) / 1000;
}

/**
 * The CPU time of `work(large)` over that of `large / small` runs of `work(small)`: the same
 * input in one piece or in many. About 1 for linear work (less with a cost per run), about
 * `large / small` for quadratic work. Each side is run `times` over, the least of `repeats`
 * taken, in turns, so that a warming JIT or a collection favours neither.
 */
export async function growthBeyondLinear(
  work: (size: number) => unknown,
  {
    small,
    large,
    times = 1,
    repeats = 3,
  }: { small: number; large: number; times?: number; repeats?: number },
): Promise<number> {
  const pieces = Math.round(large / small);
  const least = { whole: Number.POSITIVE_INFINITY, pieces: Number.POSITIVE_INFINITY };
  for (let i = 0; i < repeats; i++) {
    const whole = await threadCpuMs(async () => {
      for (let t = 0; t < times; t++) await work(large);
    });
    const apart = await threadCpuMs(async () => {
      for (let t = 0; t < times * pieces; t++) await work(small);
    });
    least.whole = Math.min(least.whole, whole);
    least.pieces = Math.min(least.pieces, apart);
  }
  return least.whole / Math.max(least.pieces, 0.001);
}
