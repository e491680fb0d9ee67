// The console's only stylesheet, served from /console/assets/console.css (CSP: style-src 'self').
// System fonts, no images, light and dark from the OS setting; readable at 390 px wide.
export const STYLES = `
:root{--bg:#f6f7f9;--fg:#111827;--muted:#5b6473;--card:#fff;--line:#e3e6eb;--accent:#2563eb;--accent-fg:#fff;
--ok:#0f7b3f;--ok-bg:#e5f6ec;--warn:#8a5a00;--warn-bg:#fff4d6;--bad:#b42318;--bad-bg:#fdeceb;--neutral-bg:#eef0f4;
--m-pi:#ffd8a8;--m-ssrf:#c5d8ff;--m-sec:#ffc9c9;--m-pii:#d3f9d8;--m-url:#e5dbff;--radius:10px;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--bg:#0f1216;--fg:#e7eaee;--muted:#9aa3af;--card:#171b21;--line:#2a3039;--accent:#5b8cff;
--ok:#4ade80;--ok-bg:#12301f;--warn:#fbbf24;--warn-bg:#33290f;--bad:#f87171;--bad-bg:#3a1515;--neutral-bg:#232831;
--m-pi:#7a4a12;--m-ssrf:#1e3a78;--m-sec:#7a1f1f;--m-pii:#1d5a2c;--m-url:#4b2f86}}
*{box-sizing:border-box}
html{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Ubuntu,sans-serif;background:var(--bg);color:var(--fg)}
body{margin:0}
a{color:var(--accent)}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px;border-radius:4px}
.skip{position:absolute;left:-999px;top:0;background:var(--card);padding:.5rem 1rem;z-index:9}
.skip:focus{left:.5rem}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.top{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.25rem;padding:.6rem 1.25rem;background:var(--card);border-bottom:1px solid var(--line);position:sticky;top:0;z-index:5}
.brand{display:flex;align-items:center;gap:.4rem;font-weight:700;font-size:1.1rem;color:var(--fg);text-decoration:none}
.logo{width:18px;height:20px;background:var(--accent);clip-path:polygon(50% 0,100% 18%,100% 52%,50% 100%,0 52%,0 18%);display:inline-block}
nav ul{display:flex;flex-wrap:wrap;gap:.15rem;margin:0;padding:0;list-style:none}
nav a{display:block;padding:.35rem .65rem;border-radius:8px;color:var(--muted);text-decoration:none;font-weight:500}
nav a:hover{background:var(--neutral-bg);color:var(--fg)}
nav a[aria-current=page]{font-weight:600}
nav a[aria-current=page]{background:var(--neutral-bg);color:var(--fg)}
.who{margin-left:auto;display:flex;align-items:center;gap:.75rem}
.mode-pill{text-decoration:none}
main{max-width:1100px;margin:0 auto;padding:1.25rem 1.25rem 4rem}
main:focus{outline:none}
h1{font-size:1.6rem;margin:.25rem 0 1rem}
h2{font-size:1.15rem;margin:1.75rem 0 .75rem;display:flex;align-items:center;gap:.5rem}
h3{font-size:1rem;margin:0}
.card{background:var(--card);border:1px solid var(--line);border-radius:var(--radius);padding:1rem 1.1rem;margin:0 0 .9rem}
.card.narrow{max-width:34rem}
.card>h2:first-child{margin-top:0}
.row{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.25rem 1rem;margin-bottom:.5rem}
.count{font-size:.8rem;font-weight:600;background:var(--neutral-bg);border-radius:999px;padding:.05rem .55rem;color:var(--muted)}
.muted{color:var(--muted)}.small{font-size:.85rem}
.mono,code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.86em;word-break:break-all}
.badge{display:inline-block;font-size:.75rem;font-weight:600;line-height:1.2;padding:.18rem .5rem;border-radius:999px;white-space:nowrap}
.badge.ok{background:var(--ok-bg);color:var(--ok)}.badge.warn{background:var(--warn-bg);color:var(--warn)}
.badge.bad{background:var(--bad-bg);color:var(--bad)}.badge.neutral,.badge.muted{background:var(--neutral-bg);color:var(--muted)}
.facts{display:grid;grid-template-columns:repeat(auto-fill,minmax(190px,1fr));gap:.6rem 1rem;margin:.25rem 0 .75rem}
.facts div{min-width:0}.facts .wide{grid-column:1/-1}
.facts dt{font-size:.75rem;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
.facts dd{margin:0;overflow-wrap:anywhere}
label{font-weight:500}
input,select,textarea,button,.button{font:inherit;color:inherit}
input,select,textarea{width:100%;padding:.5rem .6rem;border:1px solid var(--line);border-radius:8px;background:var(--bg)}
textarea{resize:vertical}
button,.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.5rem;padding:.45rem 1rem;border-radius:8px;border:1px solid var(--line);background:var(--card);cursor:pointer;text-decoration:none;font-weight:600}
button:hover,.button:hover{border-color:var(--muted)}
button.primary{background:var(--accent);border-color:var(--accent);color:var(--accent-fg)}
button.danger{background:var(--bad);border-color:var(--bad);color:#fff}
button.link{border:0;background:none;color:var(--accent);padding:0;min-height:0;font-weight:500}
.buttons{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.stack{display:flex;flex-direction:column;gap:.45rem}
.stack .buttons{margin-top:.35rem}
.resolve{display:grid;grid-template-columns:1fr auto;gap:.35rem .6rem;align-items:end;border-top:1px solid var(--line);padding-top:.75rem}
.resolve label{grid-column:1/-1;font-size:.85rem}
.inline-form{display:grid;grid-template-columns:1fr auto;gap:.35rem .6rem;align-items:end;margin-top:.5rem}
.inline-form label{grid-column:1/-1;font-size:.85rem}
.grid-form{display:grid;grid-template-columns:minmax(9rem,14rem) 1fr;gap:.6rem 1rem;align-items:center}
.grid-form .buttons,.grid-form .note,.grid-form fieldset{grid-column:1/-1}
fieldset{border:1px solid var(--line);border-radius:8px;display:flex;flex-wrap:wrap;gap:1rem;padding:.5rem .9rem}
legend{font-weight:600;padding:0 .3rem}
.radio{display:flex;gap:.4rem;align-items:center;font-weight:400}.radio input{width:auto}
.filters{display:flex;flex-wrap:wrap;gap:.6rem;align-items:end;margin-bottom:.75rem}
.filters label{display:flex;flex-direction:column;font-size:.8rem;gap:.15rem;min-width:9rem;flex:1}
.row-fields{display:flex;flex-wrap:wrap;gap:.6rem}.row-fields label{display:flex;flex-direction:column;font-size:.85rem;flex:1;min-width:10rem}
.inline{display:inline}
.table-wrap{overflow-x:auto;background:var(--card);border:1px solid var(--line);border-radius:var(--radius)}
table{border-collapse:collapse;width:100%;font-size:.92rem}
th,td{text-align:left;padding:.55rem .75rem;border-bottom:1px solid var(--line);vertical-align:top}
th{font-size:.75rem;text-transform:uppercase;letter-spacing:.04em;color:var(--muted);font-weight:600}
tr:last-child td{border-bottom:0}
tr.refused td:first-child{box-shadow:inset 3px 0 0 var(--bad)}
tr.revoked{background:var(--bad-bg)}
td.num,.num{font-variant-numeric:tabular-nums;text-align:right}
.empty{border:1px dashed var(--line);border-radius:var(--radius);padding:1.1rem 1.2rem;background:var(--card);color:var(--muted)}
.empty-title{font-weight:600;color:var(--fg);margin:0 0 .25rem}.empty p{margin:.25rem 0}
.flash{padding:.7rem 1rem;border-radius:8px;margin:0 0 1rem;font-weight:500}
.flash.ok{background:var(--ok-bg);color:var(--ok)}.flash.error{background:var(--bad-bg);color:var(--bad)}
.note{background:var(--neutral-bg);border-radius:8px;padding:.6rem .9rem}.note.warn{background:var(--warn-bg);color:var(--warn)}
.digest.revoked{border-color:var(--bad);box-shadow:inset 4px 0 0 var(--bad)}
.digest.quarantined{box-shadow:inset 4px 0 0 var(--warn)}
.revoked-note{color:var(--bad);margin:.25rem 0 0}
.ks{box-shadow:inset 4px 0 0 var(--bad)}
.approval{box-shadow:inset 4px 0 0 var(--warn)}
.confirm .effect{font-size:1.1rem;font-weight:600}
.result.ok{box-shadow:inset 4px 0 0 var(--ok)}.result.bad{box-shadow:inset 4px 0 0 var(--bad)}
.scores{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:.4rem 1.25rem;margin:.5rem 0 1rem}
.score{display:grid;grid-template-columns:1fr 3.5rem;gap:0 .5rem;align-items:center}
.score label{grid-column:1/-1;font-size:.8rem;color:var(--muted);text-transform:capitalize}
meter{width:100%;height:.8rem}
pre.json,pre.highlighted{background:var(--bg);border:1px solid var(--line);border-radius:8px;padding:.75rem;overflow:auto;max-height:28rem;white-space:pre-wrap}
pre.highlighted{font-family:inherit;font-size:.95rem;word-break:normal;overflow-wrap:anywhere}
mark{border-radius:3px;padding:0 .1rem;color:inherit}
.m-prompt_injection{background:var(--m-pi)}.m-ssrf{background:var(--m-ssrf)}.m-secrets{background:var(--m-sec)}.m-pii{background:var(--m-pii)}.m-known_bad_url{background:var(--m-url)}
.swatch{display:inline-block;width:.8rem;height:.8rem;border-radius:3px;vertical-align:-1px}
.copy-row{display:flex;gap:.5rem}.token{font-size:.9rem}
time[title]{text-decoration:underline dotted var(--muted);text-underline-offset:3px;cursor:help}
@media (max-width:720px){
 .top{padding:.5rem .75rem}.who{margin-left:0}
 nav{order:3;width:100%}nav ul{gap:.1rem}nav a{white-space:nowrap;padding:.3rem .5rem;font-size:.92rem}
 main{padding:1rem .75rem 3rem}h1{font-size:1.35rem}
 .grid-form{grid-template-columns:1fr}
 .facts{grid-template-columns:1fr 1fr;gap:.5rem .75rem}
 table thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
 table,tbody,tr,td{display:block;width:100%}
 tr{border-bottom:1px solid var(--line);padding:.4rem 0}
 td{border:0;padding:.2rem .75rem;text-align:right;overflow-wrap:anywhere}
 td[data-label]::before{content:attr(data-label);float:left;margin-right:.75rem;color:var(--muted);font-size:.8rem;text-align:left}
 td:not([data-label]){text-align:left}
 .decisions td[data-label=Mode]{display:none}
 td.num{text-align:right}
 .resolve,.inline-form{grid-template-columns:1fr}
}
`;
