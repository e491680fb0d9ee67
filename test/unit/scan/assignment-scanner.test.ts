// The generic-secrets detector finds `name <op>` with a linear scanner instead of the ASSIGN regex
// (which rescans long words from every start). Both must report the same matches, in order.
import { describe, expect, it } from "vitest";
import { ASSIGN, nextAssignment } from "../../../src/scan/detectors/secrets-generic";
import { corpusAvailable, loadCorpus } from "../../../bench/corpus";

function viaRegex(s: string): string[] {
  const out: string[] = [];
  const re = new RegExp(ASSIGN.source, "g");
  for (let m = re.exec(s); m !== null; m = re.exec(s)) out.push(`${m.index}:${m.index + m[0].length}:${m[1]}:${m[2]}:${m[3]}`);
  return out;
}
function viaScanner(s: string): string[] {
  const out: string[] = [];
  for (let m = nextAssignment(s, 0); m !== null; m = nextAssignment(s, m.end)) out.push(`${m.index}:${m.end}:${m.name}:${m.quotes}:${m.op}`);
  return out;
}

describe("nextAssignment = the ASSIGN regex", () => {
  it("on edge cases: long names, sigils, quotes, blanks, every operator", () => {
    const cases = [
      "", "a=1", "a = 1", "api_key: str = 'x'", "$x=1", "a$x=1", "9abc=1", "x.abc=1", "@user: 1", "a.b-c=d", "name\"]  :  x",
      `${"a".repeat(150)}=1`, `${"a".repeat(101)}=1`, `${"a".repeat(102)}=1`, `${"9".repeat(120)}x=1`, `x${".".repeat(130)}=1`,
      "a'''=1", "a\"\"=1", `a${" ".repeat(17)}=1`, `a${" ".repeat(16)}=1`, "a==b", "a===b", "a!==b", "a!=b", "a:=b", "a=>b", "a=:b", "a::b", "a:/b", "a=/b",
      "k=v k2=v2 $k3: v3", "é=1 ab=2", "token\n=1", "x\t:\tpass", "a !b", "a!=",
      '{\\"password\\": \\"x\\"}', "a\\'=1", "a\\\\\"=1", "a\\=1", 'a"\\"=1',
    ];
    for (const s of cases) expect(viaScanner(s), s).toEqual(viaRegex(s));
  });

  it("on random strings over the characters that matter", () => {
    const alphabet = "aZ_$@9.-\"']  \t:=!>/x\n\\";
    let seed = 42;
    const rnd = (): number => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let n = 0; n < 20_000; n++) {
      let s = "";
      const len = Math.floor(rnd() * 60);
      for (let k = 0; k < len; k++) s += alphabet[Math.floor(rnd() * alphabet.length)];
      if (rnd() < 0.05) s = "a".repeat(95 + Math.floor(rnd() * 15)) + s;
      expect(viaScanner(s), JSON.stringify(s)).toEqual(viaRegex(s));
    }
  });

  it("on every corpus record", () => {
    if (!corpusAvailable()) return;
    let compared = 0;
    for (const r of loadCorpus()) {
      const a = viaScanner(r.text);
      const b = viaRegex(r.text);
      if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`mismatch on ${r.class}/${r.id}`); // ids only, never text
      compared += b.length;
    }
    expect(compared).toBeGreaterThan(10_000);
  });
});
