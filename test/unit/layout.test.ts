// The maps stay true: the README's layout names every top-level folder under src/, SQL lives only
// in src/db/, and no comment or doc points at a repository file that does not exist.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
const sources = [...walk(path.join(ROOT, "src")), ...walk(path.join(ROOT, "durable-objects"))].filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".data.ts"));

describe("repository maps", () => {
  it("the README layout names every top-level folder under src/", () => {
    const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
    const layout = readme.slice(readme.indexOf("## Layout"));
    const folders = readdirSync(path.join(ROOT, "src")).filter((n) => statSync(path.join(ROOT, "src", n)).isDirectory());
    for (const f of folders) expect(layout, `src/${f}/ missing from the README layout`).toContain(`src/${f}/`);
  });
  it("only src/db/ prepares SQL statements against D1", () => {
    const offenders = sources.filter((f) => !f.includes(`${path.sep}src${path.sep}db${path.sep}`) && !f.includes(`${path.sep}durable-objects${path.sep}`) && /\.prepare\(\s*[`"']/.test(readFileSync(f, "utf8")));
    expect(offenders.map((f) => path.relative(ROOT, f))).toEqual([]);
  });
  it("no comment cites a docs/ file or a DESIGN.md that does not exist", () => {
    const missing: string[] = [];
    for (const f of [...sources, ...walk(path.join(ROOT, "docs")).filter((d) => d.endsWith(".md")), path.join(ROOT, "README.md"), path.join(ROOT, "CONTRIBUTING.md")]) {
      const text = readFileSync(f, "utf8");
      if (/\bDESIGN\.md\b/.test(text)) missing.push(`${path.relative(ROOT, f)} → DESIGN.md`);
      for (const m of text.matchAll(/\bdocs\/([A-Z][A-Z0-9-]{2,40}\.md)\b/g)) if (!existsSync(path.join(ROOT, "docs", m[1]!))) missing.push(`${path.relative(ROOT, f)} → docs/${m[1]}`);
    }
    expect(missing).toEqual([]);
  });
  it("one naming convention: kebab-case file names, relative imports without an extension", () => {
    const all = [...sources, ...walk(path.join(ROOT, "test")).filter((f) => /\.tsx?$/.test(f))];
    const badNames = all.filter((f) => /_/.test(path.basename(f)) && !/^[A-Z]/.test(path.basename(f))).map((f) => path.relative(ROOT, f));
    expect(badNames).toEqual([]);
    const badImports = all.filter((f) => /(?:from|import)\s*\(?\s*["']\.{1,2}\/[^"']*\.js["']/.test(readFileSync(f, "utf8"))).map((f) => path.relative(ROOT, f));
    expect(badImports).toEqual([]);
  });
});

/** Value imports between our own files (type-only imports vanish at build time). */
function importGraph(): Map<string, string[]> {
  const files = new Set(sources);
  const resolve = (from: string, spec: string): string | undefined => {
    const base = path.normalize(path.join(path.dirname(from), spec));
    return [base, base.replace(/\.js$/, ".ts"), base.replace(/\.js$/, ".tsx"), `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((c) => files.has(c));
  };
  const g = new Map<string, string[]>();
  for (const f of sources) {
    const text = readFileSync(f, "utf8");
    const deps: string[] = [];
    for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm)) {
      if (m[2]) continue;
      const r = resolve(f, m[3]!);
      if (r) deps.push(r);
    }
    g.set(f, deps);
  }
  return g;
}

describe("dependency rules", () => {
  it("no import cycles between our own modules", () => {
    const g = importGraph();
    const state = new Map<string, 1 | 2>();
    const cycles: string[] = [];
    const visit = (v: string, trail: string[]): void => {
      state.set(v, 1);
      for (const w of g.get(v) ?? []) {
        if (state.get(w) === 1) cycles.push([...trail.slice(trail.indexOf(w)), w].map((x) => path.relative(ROOT, x)).join(" → "));
        else if (!state.has(w)) visit(w, [...trail, w]);
      }
      state.set(v, 2);
    };
    for (const v of g.keys()) if (!state.has(v)) visit(v, [v]);
    expect(cycles).toEqual([]);
  });
  it("pure cores and services never import a shell (HTTP, MCP, console, Durable Objects)", () => {
    const g = importGraph();
    // Declared operations (src/operations/) sit under the shells too: each shell derives its channel from them.
    const core = /[\\/]src[\\/](scan|shell|policy|commons|services|auth|receipts|feeds|operations)[\\/]/;
    const shell = /[\\/](src[\\/](http|mcp|console)|durable-objects)[\\/]/;
    const offenders = [...g].flatMap(([f, deps]) => (core.test(f) ? deps.filter((d) => shell.test(d)).map((d) => `${path.relative(ROOT, f)} → ${path.relative(ROOT, d)}`) : []));
    expect(offenders).toEqual([]);
  });
});
