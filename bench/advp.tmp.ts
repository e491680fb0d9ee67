import { scanContent } from "../src/scan/index.js";
import { adversarialInputs } from "./speed.js";
const want = process.argv[2] ?? "CJK";
const x = adversarialInputs().find((a) => a.name.includes(want))!;
for (let i = 0; i < 5; i++) scanContent({ content: x.text, context: { source: "web", direction: "inbound" } });
