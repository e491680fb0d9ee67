// The strings of an upstream definition that reach the agent's model, each with a JSON-path-like
// address (`tools[3].inputSchema.properties.notes.description`). A poisoned definition can hide
// its instruction in any of them — an enum value, a default, an example, even a parameter's
// name — so the walk is generic rather than a list of known keys. The walk is budgeted: an
// upstream controls the shape, and a hostile schema must stay cheap to inspect; what the budget
// leaves unread is reported (`overflow`) instead of silently passing as clean.

export interface Field {
  path: string;
  text: string;
}

export interface Collected {
  fields: Field[];
  /** Where the budget ran out, or null when everything was read. */
  overflow: string | null;
}

export const FIELD_LIMITS = {
  /** Object/array nesting below a definition's root; 16 levels of nested properties. */
  depth: 32,
  /** Objects and arrays visited (empty ones carry no strings but still cost a visit). */
  nodes: 20_000,
  /** Strings collected; enough for an enum of every IANA time zone. */
  strings: 2_000,
  /** UTF-16 code units collected. */
  chars: 256 * 1024,
};

// JSON Schema keywords whose values are vocabulary (a type, a $ref, a format), not prose. A
// single token cannot carry an instruction, so such a value is only skipped when it is one;
// prose smuggled into `type` is still read.
const VOCABULARY_KEYS = new Set(["type", "format", "$schema", "$ref", "$id", "$anchor", "$dynamicRef", "$dynamicAnchor", "contentEncoding", "contentMediaType", "required"]);
const TOKEN = /^[^\s]{0,200}$/;
// Keys whose own keys are names the model reads as parameter names.
const NAMED_CHILDREN = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);
const IDENT = /^[A-Za-z_$][\w$-]{0,63}$/;

/** A key as a path segment. Odd keys are addressed by position so a path never echoes upstream text. */
function segment(key: string, position: number): string {
  return IDENT.test(key) ? `.${key}` : `[#${position}]`;
}

class Collector {
  readonly fields: Field[] = [];
  overflow: string | null = null;
  private chars = 0;
  private nodes = 0;

  add(path: string, text: string): void {
    if (this.overflow) return;
    if (this.fields.length >= FIELD_LIMITS.strings || this.chars + text.length > FIELD_LIMITS.chars) {
      this.overflow = path;
      return;
    }
    this.fields.push({ path, text });
    this.chars += text.length + 1;
  }

  walk(node: unknown, path: string, depth: number, key = ""): void {
    if (this.overflow) return;
    if (typeof node === "string") {
      if (!(VOCABULARY_KEYS.has(key) && TOKEN.test(node))) this.add(path, node);
      return;
    }
    if (node === null || typeof node !== "object") return;
    if (depth >= FIELD_LIMITS.depth || ++this.nodes > FIELD_LIMITS.nodes) {
      this.overflow = path;
      return;
    }
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length && !this.overflow; i++) this.walk(node[i], `${path}[${i}]`, depth + 1, key);
      return;
    }
    const named = NAMED_CHILDREN.has(key);
    let position = 0;
    for (const k in node) {
      if (this.overflow) return;
      if (!Object.prototype.hasOwnProperty.call(node, k)) continue;
      const p = path + segment(k, position++);
      if (named) this.add(p, k);
      this.walk((node as Record<string, unknown>)[k], p, depth + 1, named ? "" : k);
    }
  }
}

/** The readable strings under `root` for the given top-level keys, in that order. */
export function collectFields(definition: Record<string, unknown>, root: string, keys: readonly string[]): Collected {
  const c = new Collector();
  for (const k of keys) if (k in definition) c.walk(definition[k], `${root}.${k}`, 0, k);
  return { fields: c.fields, overflow: c.overflow };
}
