// Generated sections inside one Markdown file: each generator owns the text between its markers,
// so `npm run bench` and `npm run bench:peers` can both write docs/BENCHMARKS.md without erasing
// each other's output.

const begin = (name: string): string => `<!-- generated:${name}:begin -->`;
const end = (name: string): string => `<!-- generated:${name}:end -->`;

/** The section's body (without markers), or null when the file has none. */
export function readSection(doc: string, name: string): string | null {
  const a = doc.indexOf(begin(name));
  const b = doc.indexOf(end(name));
  if (a < 0 || b < a) return null;
  return doc.slice(a + begin(name).length, b).replace(/^\n/, "").replace(/\n$/, "");
}

/** `doc` with the named section replaced by `body`, appended at the end when absent. */
export function replaceSection(doc: string, name: string, body: string): string {
  const block = `${begin(name)}\n${body}\n${end(name)}`;
  const a = doc.indexOf(begin(name));
  const b = doc.indexOf(end(name));
  if (a >= 0 && b > a) return doc.slice(0, a) + block + doc.slice(b + end(name).length);
  return `${doc.replace(/\n*$/, "\n\n")}${block}\n`;
}
