// A fixed workload that shares no code with the project: how fast this machine is right now. The
// benchmark machines are shared and their speed drifts from day to day by a factor of two; a
// figure that moved while the yardstick moved as much says nothing about the code.
const SIZE = 1 << 20;

/** Millions of simple integer steps per second (best of five short runs: the least disturbed). */
export function yardstick(): number {
  const buf = new Uint8Array(SIZE);
  let x = 2463534242;
  for (let i = 0; i < SIZE; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    buf[i] = x & 0xff;
  }
  let best = Infinity;
  let h = 0;
  for (let run = 0; run < 5; run++) {
    const t = performance.now();
    for (let pass = 0; pass < 8; pass++) for (let i = 0; i < SIZE; i++) h = Math.imul(h ^ (buf[i] as number), 16777619) >>> 0;
    best = Math.min(best, performance.now() - t);
  }
  if (h === 0.5) console.log(h); // keeps the loop from being optimised away
  return Math.round((8 * SIZE) / (best * 1000));
}
