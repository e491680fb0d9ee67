// Progressive enhancement only: every page works without it. Served as /console/assets/console.js
// (CSP: script-src 'self'). Keeps relative times fresh, refreshes live regions, copies tokens.
export const SCRIPT = `(() => {
  "use strict";
  const rel = (iso) => {
    const s = Math.round((Date.parse(iso) - Date.now()) / 1000), a = Math.abs(s);
    if (!isFinite(s)) return null;
    if (a < 45) return "just now";
    const [n, u] = a < 3600 ? [Math.round(a / 60), "min"] : a < 86400 ? [Math.round(a / 3600), "h"] : [Math.round(a / 86400), "d"];
    return s < 0 ? n + " " + u + " ago" : "in " + n + " " + u;
  };
  const wait = (iso) => { const m = Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 60000)); return m < 1 ? "under a minute" : m < 120 ? m + " min" : Math.round(m / 60) + " h"; };
  const tick = (root) => {
    root.querySelectorAll("time[data-rel]").forEach((t) => { const r = rel(t.getAttribute("datetime")); if (r) t.textContent = r; });
    root.querySelectorAll("time[data-wait]").forEach((t) => { t.textContent = wait(t.getAttribute("datetime")); });
  };
  setInterval(() => tick(document), 30000);

  // Live regions: re-fetch this same page and swap the region, unless the person is typing in it.
  const live = document.querySelectorAll("[data-live]");
  if (live.length) {
    setInterval(async () => {
      if (document.hidden) return;
      const busy = document.activeElement && document.activeElement.closest("[data-live]") && document.activeElement.matches("input,textarea,select");
      if (busy) return;
      try {
        const res = await fetch(location.href, { credentials: "same-origin", headers: { "x-console-refresh": "1" } });
        if (!res.ok || res.redirected) return;
        const doc = new DOMParser().parseFromString(await res.text(), "text/html");
        live.forEach((el) => { const next = doc.getElementById(el.id); if (next && next.innerHTML !== el.innerHTML) el.innerHTML = next.innerHTML; });
      } catch (e) { /* offline for a moment: try again next tick */ }
    }, 10000);
  }

  document.addEventListener("click", async (ev) => {
    const btn = ev.target.closest && ev.target.closest("[data-copy]");
    if (!btn) return;
    const input = document.getElementById(btn.getAttribute("data-copy"));
    if (!input) return;
    input.select();
    try { await navigator.clipboard.writeText(input.value); btn.textContent = "Copied"; } catch (e) { document.execCommand && document.execCommand("copy"); }
  });
})();
`;
