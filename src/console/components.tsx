import type { Child } from "hono/jsx";
import type { Role } from "../db/keys.repo";

// Small shared pieces. Every time is rendered relative ("4 min ago") with the exact UTC instant in
// the title and datetime attribute; console.js keeps the relative text fresh.

export function relative(iso: string, nowMs = Date.now()): string {
  const t = Date.parse(iso);
  if (!Number.isFinite(t)) return iso;
  const s = Math.round((t - nowMs) / 1000);
  const abs = Math.abs(s);
  const [n, unit] =
    abs < 45 ? [0, "now"] : abs < 3600 ? [Math.round(abs / 60), "min"] : abs < 86400 ? [Math.round(abs / 3600), "h"] : [Math.round(abs / 86400), "d"];
  if (unit === "now") return "just now";
  return s < 0 ? `${n} ${unit} ago` : `in ${n} ${unit}`;
}

export const exact = (iso: string) => iso.replace("T", " ").replace(/\.\d+Z$/, "Z").replace("Z", " UTC");

export function Time(props: { iso: string | null | undefined; empty?: string }) {
  if (!props.iso) return <span class="muted">{props.empty ?? "—"}</span>;
  return (
    <time datetime={props.iso} title={exact(props.iso)} data-rel="">
      {relative(props.iso)}
    </time>
  );
}

/** Waiting time, e.g. "12 min": the thing a reviewer weighs first. */
export function Waiting(props: { since: string }) {
  const mins = Math.max(0, Math.round((Date.now() - Date.parse(props.since)) / 60000));
  const text = mins < 1 ? "under a minute" : mins < 120 ? `${mins} min` : `${Math.round(mins / 60)} h`;
  return (
    <time datetime={props.since} title={`Raised ${exact(props.since)}`} data-wait="">
      {text}
    </time>
  );
}

const TONES: Record<string, string> = {
  allow: "ok", clean: "ok", active: "ok", approved: "ok", enforce: "ok", valid: "ok",
  deny: "bad", malicious: "bad", revoked: "bad", denied: "bad", invalid: "bad", extreme: "bad", quarantined: "warn",
  approval_required: "warn", suspicious: "warn", requested: "warn", observe: "warn", high: "warn", suspended: "warn", TAINTED: "bad",
  off: "bad", consumed: "muted", expired: "muted", lifted: "muted",
};

export function Badge(props: { value: string | null | undefined; label?: string }) {
  const v = props.value ?? "—";
  return <span class={`badge ${TONES[v] ?? "neutral"}`}>{props.label ?? (v === v.toUpperCase() ? v : v.replaceAll("_", " "))}</span>;
}

export function Empty(props: { title: string; children?: Child }) {
  return (
    <div class="empty" role="status">
      <p class="empty-title">{props.title}</p>
      {props.children}
    </div>
  );
}

export function Csrf(props: { token: string }) {
  return <input type="hidden" name="_csrf" value={props.token} />;
}

export function Flash(props: { flash: { kind: "ok" | "error"; text: string } | null }) {
  if (!props.flash) return null;
  return (
    <div class={`flash ${props.flash.kind}`} role={props.flash.kind === "error" ? "alert" : "status"}>
      {props.flash.text}
    </div>
  );
}

export function ReadOnlyNote(props: { role: Role }) {
  return (
    <p class="note">
      Signed in as <strong>{props.role}</strong>: you can read everything here; acting needs an owner or admin key.
    </p>
  );
}

export function Mono(props: { children: Child; title?: string }) {
  return <code class="mono" title={props.title}>{props.children}</code>;
}

/** Long ids shortened for reading, whole in the title and for copy. */
export function Id(props: { id: string | null | undefined }) {
  if (!props.id) return <span class="muted">—</span>;
  const short = props.id.length > 22 ? `${props.id.slice(0, 12)}…${props.id.slice(-6)}` : props.id;
  return <code class="mono" title={props.id}>{short}</code>;
}
