import type { Child } from "hono/jsx";
import type { Mode } from "../schemas/shield";
import { Badge, Csrf, Flash } from "./components";
import type { ConsoleSession } from "./session";

const NAV = [
  ["approvals", "/console", "Approvals"],
  ["kill-switches", "/console/kill-switches", "Kill switches"],
  ["decisions", "/console/decisions", "Decisions"],
  ["posture", "/console/posture", "Mode"],
  ["trust", "/console/trust", "Trust"],
  ["receipts", "/console/receipts", "Receipts"],
  ["playground", "/console/playground", "Playground"],
] as const;
export type Section = (typeof NAV)[number][0];

export interface PageProps {
  title: string;
  section?: Section;
  session?: ConsoleSession;
  mode?: Mode;
  flash?: { kind: "ok" | "error"; text: string } | null;
  children?: Child;
}

export function Page(props: PageProps) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <title>{`${props.title} · Shield console`}</title>
        <link rel="stylesheet" href="/console/assets/console.css" />
        <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath fill='%232563eb' d='M8 0l7 3v5c0 4-3 7-7 8-4-1-7-4-7-8V3z'/%3E%3C/svg%3E" />
        <script src="/console/assets/console.js" defer></script>
      </head>
      <body>
        <a class="skip" href="#main">Skip to content</a>
        <header class="top">
          <a class="brand" href="/console" aria-label="Shield console home">
            <span class="logo" aria-hidden="true"></span> Shield
          </a>
          {props.session && (
            <nav aria-label="Sections">
              <ul>
                {NAV.map(([id, href, label]) => (
                  <li>
                    <a href={href} aria-current={props.section === id ? "page" : undefined}>
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {props.session && (
            <div class="who">
              {props.mode && (
                <a href="/console/posture" class="mode-pill" title="Shield mode for this tenant">
                  <Badge value={props.mode} label={`mode: ${props.mode}`} />
                </a>
              )}
              <span class="muted small" title={`Tenant ${props.session.tenantId}, key ${props.session.keyId}`}>
                {props.session.role}
              </span>
              <form method="post" action="/console/logout" class="inline">
                <Csrf token={props.session.csrf} />
                <button type="submit" class="link">Sign out</button>
              </form>
            </div>
          )}
        </header>
        <main id="main" tabindex={-1}>
          <h1>{props.title}</h1>
          <Flash flash={props.flash ?? null} />
          {props.children}
        </main>
      </body>
    </html>
  );
}

/** Hono JSX renders to a string; the doctype keeps browsers out of quirks mode. */
export const doc = (node: unknown) => `<!doctype html>${String(node)}`;
