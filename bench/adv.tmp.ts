import { scanContent } from "../src/scan/index.js";
import { adversarialInputs } from "./speed.js";
for (const { name, text } of adversarialInputs()) {
  scanContent({ content: text.slice(0, 1000), context: { source: "web", direction: "inbound" } });
  const t = performance.now();
  scanContent({ content: text, context: { source: "web", direction: "inbound" } });
  console.log(((performance.now() - t) / (text.length / 1048576)).toFixed(1).padStart(8), name);
}
