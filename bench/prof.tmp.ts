import { scanContent } from "../src/scan/index.js";
import { benignProse, mixedContent } from "./speed.js";
const which = process.argv[2] ?? "prose";
const text = which === "prose" ? benignProse(1 << 20) : mixedContent(1 << 20);
for (let i = 0; i < 3; i++) scanContent({ content: text, context: { source: "web", direction: "inbound" } });
const t = performance.now();
for (let i = 0; i < 10; i++) scanContent({ content: text, context: { source: "web", direction: "inbound" } });
console.log(which, ((performance.now() - t) / 10).toFixed(1), "ms/MB");
