// Feed-free known-bad-URL heuristics: every heuristic's own examples, the building blocks
// (PSL registrable domains, punycode, skeletons, edit distance) and the calibration promise that
// single weak signals stay below the flag threshold while combinations cross it.
import { describe, expect, it } from "vitest";
import { HEURISTICS } from "../../../src/scan/rules/known-bad-url.data";
import { detectKnownBadUrls, detectScriptUrls, HEURISTIC_RULE_IDS, urlSignals } from "../../../src/scan/detectors/known-bad-url";
import { extractUrls } from "../../../src/scan/urls";
import { hostInfo, registrableDomain } from "../../../src/scan/urlintel/registrable";
import { punycodeDecode, scriptsOf, skeleton, unicodeLabel } from "../../../src/scan/urlintel/confusables";
import { BRANDS, editDistance, matchBrand } from "../../../src/scan/urlintel/brands";
import { scanContent } from "../../../src/scan/index";

const signalsOf = (url: string): string[] => extractUrls(url).flatMap((u) => urlSignals(u).signals.map((s) => s.id));
const confidenceOf = (url: string): number => Math.max(0, ...extractUrls(url).map((u) => urlSignals(u).confidence));
const flagged = (url: string): boolean => {
  const r = scanContent({ content: url, context: { source: "web", direction: "inbound" } });
  return r.verdict !== "clean" && r.scores.known_bad_url >= 0.5;
};

describe("heuristic rule examples", () => {
  for (const h of HEURISTICS) {
    it(`${h.id}: must / must-not examples`, () => {
      expect(h.mustMatch.length).toBeGreaterThan(0);
      expect(h.mustNotMatch.length).toBeGreaterThan(0);
      for (const u of h.mustMatch) expect(signalsOf(u), u).toContain(h.id);
      for (const u of h.mustNotMatch) expect(signalsOf(u), u).not.toContain(h.id);
    });
  }
  it("every heuristic id is known to the held-out bench", () => {
    for (const h of HEURISTICS) expect(HEURISTIC_RULE_IDS.has(h.id)).toBe(true);
  });
});

describe("registrable domains (Public Suffix List)", () => {
  it("uses the PSL, not the last two labels", () => {
    expect(registrableDomain("a.b.example.co.uk")).toBe("example.co.uk");
    expect(registrableDomain("shop.example.com.au")).toBe("example.com.au");
    expect(registrableDomain("www.example.com")).toBe("example.com");
  });
  it("treats private-section suffixes as hosting: the customer's label is the owner", () => {
    const i = hostInfo("docs.someproject.github.io");
    expect(i.owner).toBe("someproject.github.io");
    expect(i.ownerLabel).toBe("someproject");
    expect(i.privateSuffix).toBe("github.io");
    expect(i.subLabels).toEqual(["docs"]);
  });
});

describe("confusables", () => {
  it("decodes punycode (RFC 3492)", () => {
    expect(punycodeDecode("mller-kva")).toBe("müller");
    expect(unicodeLabel("xn--80ak6aa92e")).toBe("аррӏе");
    expect(punycodeDecode("!!")).toBeNull();
  });
  it("folds look-alikes to one skeleton", () => {
    expect(skeleton("paypa1")).toBe(skeleton("paypal"));
    expect(skeleton("rnicrosoft")).toBe(skeleton("microsoft"));
    expect(skeleton("аррӏе")).toBe(skeleton("apple"));
    expect(skeleton("g00gle")).toBe(skeleton("google"));
  });
  it("sees mixed scripts", () => {
    expect([...scriptsOf("pаypal")].sort()).toEqual(["cyrillic", "latin"]);
    expect([...scriptsOf("müller")]).toEqual(["latin"]);
  });
});

describe("brand matching", () => {
  it("bounded Damerau-Levenshtein", () => {
    expect(editDistance("paypal", "paypla", 2)).toBe(1);
    expect(editDistance("kitten", "sitting", 2)).toBe(3);
    expect(editDistance("abc", "abcdefgh", 2)).toBe(3);
  });
  it("classifies relations", () => {
    expect(matchBrand("paypal")?.kind).toBe("exact");
    expect(matchBrand("paypa1")?.kind).toBe("homoglyph");
    expect(matchBrand("coinbsae")?.kind).toBe("typo");
    expect(matchBrand("paypal-verify")?.kind).toBe("contains");
    expect(matchBrand("finance")).toBeNull();
    expect(matchBrand("revolution")).toBeNull();
  });
  it("every brand has at least one own domain and a lowercase token", () => {
    for (const b of BRANDS) {
      expect(b.token).toMatch(/^[a-z0-9]+$/);
      expect(b.domains.length, b.token).toBeGreaterThan(0);
    }
  });
});

describe("calibration: weak alone stays below, combinations cross", () => {
  const weakAlone = [
    "https://example.xyz/", "https://my-project.netlify.app/", "https://example.net/login", "https://secure-login-center.com/",
    "https://bit.ly/3xYzAbC", "https://xn--mller-kva.de/", "https://login.secure.account.verify.example.com/", "https://paypall.com/",
  ];
  for (const u of weakAlone) it(`not flagged alone: ${u}`, () => {
    expect(confidenceOf(u)).toBeLessThan(0.5);
    expect(flagged(u)).toBe(false);
  });
  const combos = [
    "https://paypal-secure-login.com/", "https://paypall.xyz/", "https://paypal.verify-center.net/", "https://secure-login-center.xyz/",
    "https://metamask-restore.netlify.app/", "https://xn--pypal-4ve.com/", "https://paypal.com.account-check.info/", "https://eth-bonus-claim.com/",
    "http://apple-id.example.com@203.0.113.50/", "https://myetherwalet.org/",
  ];
  for (const u of combos) it(`flagged: ${u}`, () => expect(flagged(u)).toBe(true));

  it("never flags the brands' own domains", () => {
    for (const b of BRANDS) for (const d of b.domains) {
      expect(flagged(`https://${d}/`), d).toBe(false);
      expect(flagged(`https://login.${d}/signin`), d).toBe(false);
    }
  });
  it("does not flag ordinary documentation and popular sites", () => {
    for (const u of [
      "https://developer.mozilla.org/en-US/docs/Web/API/URL", "https://docs.python.org/3/library/urllib.parse.html", "https://www.bbc.co.uk/news",
      "https://someproject.readthedocs.io/en/latest/", "https://someone.github.io/blog/", "https://en.wikipedia.org/wiki/Phishing",
      "https://a1.images.apple.com.edgesuite.net/", "https://google.com.br/", "https://www.amazon.co.jp/", "https://stackoverflow.com/questions/1/paypal-login-integration",
    ]) expect(flagged(u), u).toBe(false);
  });
  it("a brand's own domain label under a country suffix is its regional site, not a brand combination", () => {
    for (const u of ["https://docs.amazonaws.cn/en_us/AmazonS3/latest/userguide/x.html", "https://s3.cn-north-1.amazonaws.com.cn/bucket/key"]) expect(flagged(u), u).toBe(false);
    // Still judged like the brand's name elsewhere: with bait, on a free or generic TLD, or glued to more words.
    for (const u of ["https://amazonaws.cn/signin/verify-account", "https://paypalobjects.tk/", "https://paypal-community.xyz/", "https://paypal-community.net/", "https://amazonaws-cn.com/login"]) {
      expect(flagged(u), u).toBe(true);
    }
  });
  it("weak signals from many links do not add up across a page", () => {
    const page = ["https://example.xyz/", "https://a.netlify.app/", "https://example.net/login", "https://bit.ly/abc", "https://x-secure.com/"].join("\n");
    expect(flagged(page)).toBe(false);
  });
  it("a shortener alone never reaches malicious", () => {
    const f = detectKnownBadUrls(extractUrls("https://bit.ly/paypal-login-verify"));
    expect(Math.max(...f.map((x) => x.confidence))).toBeLessThan(0.85);
  });
});

describe("script URLs", () => {
  it("flags javascript: links and data: documents, not prose", () => {
    expect(detectScriptUrls('<a href="javascript:fetch(\'//x\')">verify</a>').map((f) => f.rule_id)).toEqual(["kbu.javascript-url"]);
    expect(detectScriptUrls("[Log in](javascript:void(document.forms[0].submit()))").map((f) => f.rule_id)).toEqual(["kbu.javascript-url"]);
    expect(detectScriptUrls("open data:text/html;base64,PGh0bWw+ in a tab").map((f) => f.rule_id)).toEqual(["kbu.data-url-document"]);
    expect(detectScriptUrls("JavaScript: the good parts. Images may be data:image/png;base64,AAAA")).toEqual([]);
  });
});
