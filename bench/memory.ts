// An isolate's memory as a Worker's would grow, in a fresh process (`--expose-gc`): the heap, the
// memory outside it (typed arrays) and the machine code, after loading the scanner and after it
// has scanned every development-corpus record once, which compiles the patterns that text
// reaches. Cloudflare ends an isolate that holds more than 128 MB, and V8 never frees a compiled
// pattern, so the second figure is what a long-lived isolate carries. Prints JSON for bench/speed.ts.
import { getHeapCodeStatistics, getHeapStatistics } from "node:v8";

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error("run with --expose-gc");
const MB = 1024 * 1024;
const take = (): { heap: number; external: number; code: number } => {
  gc();
  gc();
  const h = getHeapStatistics();
  return { heap: h.used_heap_size / MB, external: h.external_memory / MB, code: getHeapCodeStatistics().code_and_metadata_size / MB };
};
const bare = take();
const { scanContent } = await import("../src/scan/index");
const loaded = take();
// After the scanner: the corpus loader imports it too.
const { corpusAvailable, loadCorpus } = await import("./corpus");
const texts = corpusAvailable() ? loadCorpus().map((r) => r.text) : [];
const withTexts = take();
for (const t of texts) scanContent({ content: t, context: { source: "web", direction: "inbound" } });
const after = take();
const r = (x: number): number => Math.round(x * 10) / 10;
console.log(
  JSON.stringify({
    records: texts.length,
    loaded: { heapMB: r(loaded.heap - bare.heap), externalMB: r(loaded.external - bare.external), codeMB: r(loaded.code - bare.code) },
    afterCorpus: { heapMB: r(after.heap - bare.heap - (withTexts.heap - loaded.heap)), externalMB: r(after.external - bare.external), codeMB: r(after.code - bare.code) },
  }),
);
