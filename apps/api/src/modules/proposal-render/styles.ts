import type { WebTemplatePath } from '@itinera/domain';
import type { PageColors } from './colors';

// The page's whole CSS, inlined in the document (no request before the first paint, and a CSP
// hash instead of 'unsafe-inline'). Phone first: the base rules are for 390 px, wider screens add
// columns. The four templates share the markup and differ here: type, layout, rhythm.

const BASE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}
body{margin:0;font:16px/1.55 var(--font-body);color:#1f2328;background:var(--paper)}
img{max-width:100%;height:auto;display:block}
a{color:var(--accent)}
h1,h2,h3{font-family:var(--font-head);color:var(--ink);line-height:1.2;margin:0 0 .5em}
h2{font-size:1.5rem}h3{font-size:1.15rem}
p{margin:0 0 .8em}
.vh{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.skip{position:absolute;left:.5rem;top:-3rem;background:var(--accent);color:var(--on-accent);padding:.5rem 1rem;z-index:10;border-radius:4px}
.skip:focus{top:.5rem}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.bar{background:var(--nav-bg);color:var(--nav-ink);display:flex;align-items:center;justify-content:space-between;gap:1rem;padding:.6rem 1rem;min-height:3.25rem}
.bar a{color:var(--nav-ink)}
.brand{font-weight:700;font-family:var(--font-head);display:flex;align-items:center;gap:.6rem;text-decoration:none}
.brand img{height:2.25rem;width:auto;max-width:10rem;object-fit:contain}
.pdf{font-size:.9rem;white-space:nowrap}
.notice{background:#fff8c5;color:#3b2f00;padding:.5rem 1rem;text-align:center;font-size:.9rem}
.wrap{max-width:68rem;margin:0 auto;padding:0 1rem}
.cover{position:relative;color:#fff;background:#222;padding:0}
.cover img{width:100%;height:62vh;min-height:18rem;max-height:34rem;object-fit:cover}
.cover-text{position:absolute;inset:auto 0 0 0;padding:2.5rem 1rem 1.25rem;background:linear-gradient(transparent,rgba(0,0,0,.78))}
.cover.noimg .cover-text{position:static;background:var(--accent);color:var(--on-accent)}
.cover h1{color:inherit;font-size:clamp(1.6rem,1.1rem + 2.2vw,2.6rem);margin:0 0 .5rem;max-width:40rem;text-wrap:balance}
.for{margin:0 0 .25rem;font-size:.95rem;opacity:.95}
.facts{display:flex;flex-wrap:wrap;gap:.35rem 1.25rem;margin:0;padding:0;list-style:none;font-size:.95rem}
.facts dt{font-size:.75rem;text-transform:uppercase;letter-spacing:.06em;opacity:.9}
.facts dd{margin:0;font-weight:600}
.chooser{position:sticky;top:0;z-index:5;background:var(--paper);border-bottom:1px solid #d8d8d8;padding:.6rem 1rem}
.chooser fieldset{border:0;margin:0 auto;padding:0;max-width:66rem;min-width:0}
.chooser legend{font-size:.8rem;font-weight:600;padding:0;margin-bottom:.35rem}
.seg{display:grid;grid-auto-flow:column;grid-auto-columns:1fr;gap:.35rem}
.seg label{display:flex;flex-direction:column;align-items:center;padding:.4rem .25rem;border:2px solid #c9c9c9;border-radius:8px;cursor:pointer;text-align:center;line-height:1.25;background:#fff;color:#1f2328}
.seg .name{font-weight:700;font-size:.95rem}
.seg .pp{font-size:.82rem;font-weight:600}
.seg .tot{font-size:.74rem}
.seg .rec{font-size:.66rem;font-weight:700;text-transform:uppercase;letter-spacing:.05em;background:var(--accent);color:var(--on-accent);border-radius:999px;padding:0 .45rem;margin:.1rem 0}
.seg input:checked+label .rec{background:var(--on-accent);color:var(--accent)}
.none{font-weight:400;font-style:italic}
body:has([name=level]:checked) .none{display:none}
.seg input:checked+label{border-color:var(--accent);background:var(--accent);color:var(--on-accent)}
.seg input:focus-visible+label{outline:3px solid var(--accent);outline-offset:2px}
section{padding:2rem 0}
section.wrap{padding:2rem 1rem}
.day{padding:1.25rem 0;border-top:1px solid #e3e3e3}
.day:first-of-type{border-top:0}
.when{font-size:.85rem;color:#555;margin:-.3rem 0 .6rem}
.pics{display:grid;grid-template-columns:1fr 1fr;gap:.4rem;margin:0 0 .9rem}
.pics img{width:100%;aspect-ratio:3/2;object-fit:cover;border-radius:6px;background:#eee}
.pics img:first-child{grid-column:1/-1}
.pics:has(>img:nth-child(2):last-child) img{grid-column:auto}
.rich ul{padding-left:1.2rem}
.svc{list-style:none;margin:.5rem 0 0;padding:0}
.svc li{display:flex;justify-content:space-between;gap:1rem;padding:.35rem 0;border-top:1px dashed #ddd;font-size:.95rem}
.svc .t{display:block;font-size:.78rem;color:#555}
.svc li>span:last-child{white-space:nowrap}
.svc .svc-img{width:5.5rem;height:3.75rem;flex:none;object-fit:cover;border-radius:4px;background:#eee}
.svc .svc-name{flex:1;white-space:normal!important}
.tag{display:inline-block;font-size:.72rem;font-weight:700;padding:.05rem .4rem;border-radius:4px;border:1px solid var(--accent);color:var(--accent);margin-left:.35rem;vertical-align:middle}
.meta{display:flex;flex-wrap:wrap;gap:.3rem 1.2rem;font-size:.9rem;margin-top:.6rem}
.meta b{color:var(--ink)}
.day .meta{margin:0 0 .6rem}
.route{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .4rem;list-style:none;margin:.2rem 0 .8rem;padding:0;font-size:.9rem;font-weight:600;color:var(--ink)}
.route li{display:flex;align-items:center;gap:.4rem}
.route li::before{content:"";width:.55rem;height:.55rem;border-radius:50%;border:2px solid var(--accent);flex:none}
.route li+li::before{content:"→"/"";width:auto;height:auto;border:0;border-radius:0;color:var(--accent);font-weight:700}
.cards{display:grid;gap:1rem}
.card{border:1px solid #dcdcdc;border-radius:10px;padding:1rem;background:#fff}
.card h3{display:flex;justify-content:space-between;align-items:baseline;gap:.5rem}
.card .chosen{display:none;font:700 .72rem/1.6 var(--font-body);text-transform:uppercase;letter-spacing:.06em;background:var(--mark,var(--accent));color:var(--on-mark,var(--on-accent));padding:0 .45rem;border-radius:4px}
.price{font-size:1.6rem;font-weight:800;color:var(--ink);margin:0}
.small{font-size:.85rem;color:#555}
table{width:100%;border-collapse:collapse;font-size:.92rem;margin-top:.6rem}
th,td{text-align:left;padding:.35rem 0;border-top:1px solid #e6e6e6}
td:last-child,th:last-child{text-align:right}
.hotels{list-style:none;margin:0;padding:0}
.hotels li{padding:.4rem 0;border-top:1px solid #eee}
.hotels li.pic{display:grid;grid-template-columns:5.5rem 1fr;column-gap:.75rem;align-items:center}
.hotels li.pic img{grid-row:span 3;width:5.5rem;height:3.75rem;object-fit:cover;border-radius:4px;background:#eee}
.contact{display:grid;gap:1rem;align-items:center}
.contact img{width:100%;max-width:22rem;aspect-ratio:4/3;object-fit:cover;border-radius:8px}
.contact dl{margin:0}.contact dt{font-size:.8rem;color:#555}.contact dd{margin:0 0 .5rem;font-weight:600}
.compose .alts{border:0;margin:0 0 1rem;padding:0;min-width:0}
.compose legend{font-weight:700;color:var(--ink);padding:0;margin-bottom:.4rem}
.alt label{display:grid;grid-template-columns:5.5rem 1fr auto;align-items:center;column-gap:.75rem;padding:.5rem;margin-bottom:.4rem;border:2px solid #d6d6d6;border-radius:8px;background:#fff;cursor:pointer}
.alt img{width:5.5rem;height:3.75rem;object-fit:cover;border-radius:4px;background:#eee}
.alt label:not(:has(img)){grid-template-columns:1fr auto}
.alt-name{font-size:.95rem}
.alt .diff{font-weight:700;font-size:.9rem;white-space:nowrap}
.alt input:checked+label{border-color:var(--accent);box-shadow:0 0 0 1px var(--accent)}
.alt input:focus-visible+label{outline:3px solid var(--accent);outline-offset:2px}
.alt input:disabled+label{opacity:.55;cursor:not-allowed}
.yours{position:sticky;bottom:0;display:flex;flex-wrap:wrap;align-items:baseline;gap:0 .6rem;background:var(--paper);border-top:2px solid var(--accent);padding:.5rem 0;margin-top:.25rem}
.yours .price{font-size:1.3rem}.yours .note{flex-basis:100%}.yours .note:empty{display:none}
.compose .lines{margin:0 0 .25rem;padding-left:1.1rem}
.accept{background:var(--soft)}
.changes{background:#fff8e6;border-bottom:1px solid #f0d9a0}
.changes table{margin-bottom:.75rem}.changes form{margin-top:1rem}
.changes a.cta{display:inline-block;font-weight:700;padding:.8rem 1.2rem;border-radius:8px;background:var(--accent);color:var(--on-accent);text-decoration:none}
.changes form button{background:transparent;color:inherit;border:1px solid currentColor}
form{display:grid;gap:.75rem;max-width:36rem}
label.f{font-weight:600;font-size:.92rem}
input[type=text],textarea{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #767676;border-radius:6px;background:#fff;color:#1f2328}
textarea{min-height:6rem;resize:vertical}
button{font:inherit;font-weight:700;padding:.8rem 1.2rem;border:0;border-radius:8px;background:var(--accent);color:var(--on-accent);cursor:pointer;justify-self:start}
button[disabled]{opacity:.6;cursor:not-allowed}
.status{min-height:1.5em;font-weight:600;margin:0}
.done{border-left:4px solid var(--accent);padding:.75rem 1rem;background:#fff}
.summary{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem;margin:0 0 1rem;max-width:36rem}
.summary dt{font-weight:600}.summary dd{margin:0}
.next{white-space:pre-line;max-width:40rem}
footer{padding:1.5rem 0 2.5rem;font-size:.85rem;color:#444;border-top:1px solid #e3e3e3}
footer p{max-width:48rem}
@supports not selector(:has(a)){.chooser{position:static}}
@media (min-width:48rem){
  .cover-text{padding:4rem 2rem 2rem}
  .contact{grid-template-columns:22rem 1fr}
  .pics{display:flex}
  .pics img{flex:1;min-width:0;height:15rem;aspect-ratio:auto}
  .pics img:first-child{flex:2}
  .cards.levels{grid-template-columns:repeat(3,1fr)}
}
@media (max-width:47.99rem){.cards.levels>[data-for-level]{order:1}}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}}
@media print{.chooser,.accept,.skip,.pdf{display:none}}
`;

// Per template: the same markup, a different character.
const TEMPLATES: Record<WebTemplatePath, string> = {
  // Plain and neutral: the operator's brand carries it.
  whitelabel: `
:root{--font-body:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;--font-head:var(--font-body);--paper:#ffffff;--soft:#f5f5f5}
`,
  // Editorial: serif type, centred cover title, a timeline down the programme.
  ela: `
:root{--font-body:Georgia,"Iowan Old Style","Palatino Linotype",Palatino,serif;--font-head:"Palatino Linotype",Palatino,Georgia,serif;--paper:#fffdf8;--soft:#f6f0e6}
h2{font-weight:400;font-size:1.75rem;letter-spacing:.01em;text-align:center}
h2::after{content:"";display:block;width:3rem;height:2px;background:var(--accent);margin:.6rem auto 0}
.cover-text{text-align:center}
.cover .facts{justify-content:center}
.cover h1{font-weight:400;margin-left:auto;margin-right:auto}
.day{border-top:0;border-left:2px solid var(--accent);padding:0 0 1.75rem 1.25rem;position:relative}
.day::before{content:"";position:absolute;left:-.5rem;top:.2rem;width:.85rem;height:.85rem;border-radius:50%;background:var(--accent)}
.card{border-radius:0;border-color:#e0d6c4;background:#fffdf8}
button{border-radius:0;letter-spacing:.06em;text-transform:uppercase;font-size:.9rem}
`,
  // Product-like: tinted canvas, white rounded cards with shadows, bold sans.
  saas: `
:root{--font-body:Inter,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;--font-head:var(--font-body);--paper:#f4f6fa;--soft:#e9edf5}
h2{font-weight:800;font-size:1.6rem;letter-spacing:-.01em}
.day{background:#fff;border:0;border-radius:14px;padding:1.1rem;margin:0 0 1rem;box-shadow:0 1px 3px rgba(16,24,40,.08),0 1px 2px rgba(16,24,40,.04)}
.card{border:0;border-radius:14px;box-shadow:0 4px 14px rgba(16,24,40,.08)}
.seg{background:#e3e7ef;padding:.25rem;border-radius:12px;gap:.25rem}
.seg label{border:0;border-radius:9px;background:transparent}
.seg input:checked+label{box-shadow:0 1px 3px rgba(16,24,40,.2)}
.cover{background:var(--nav-bg);color:var(--nav-ink)}
.cover img{height:15rem;min-height:0}
.cover-text{position:static;background:none;padding:1.5rem 0 1.75rem}
.cover h1{font-weight:800;letter-spacing:-.02em}
@media (min-width:48rem){
  .cover{display:grid;grid-template-columns:1fr 1fr;align-items:center}
  .cover img{order:2;height:30rem;max-height:none;border-radius:0 0 0 48px}
  .cover-text{padding:2rem 2rem 2rem max(2rem,calc((100vw - 68rem)/2 + 1rem))}
  .cover-text .wrap{padding:0}
}
button{border-radius:999px;padding:.8rem 1.6rem}
`,
  // Magazine: full-height cover, uppercase spaced headings, alternating day spreads, prices on the accent.
  experience: `
:root{--font-body:"Avenir Next",Avenir,"Segoe UI",system-ui,sans-serif;--font-head:"Avenir Next Condensed","Arial Narrow","Roboto Condensed",system-ui,sans-serif;--paper:#ffffff;--soft:#f3f1ee}
h2{text-transform:uppercase;letter-spacing:.14em;font-size:1.2rem}
h3{font-size:1.3rem}
.cover img{height:88vh;max-height:none}
.cover h1{letter-spacing:.01em;font-size:clamp(1.8rem,1.2rem + 2.6vw,3rem)}
.day{border-top:0;padding:1.5rem 0}
.day h3{text-transform:uppercase;letter-spacing:.05em}
.pics img{border-radius:0}
#prices{background:var(--accent);color:var(--on-accent);--mark:var(--on-accent);--on-mark:var(--accent)}
#prices h2{color:var(--on-accent)}
#prices .card{background:transparent;border-color:currentColor;color:var(--on-accent)}
#prices .card h3,#prices .price,#prices .small{color:var(--on-accent)}
#prices th,#prices td{border-color:currentColor}
button{border-radius:0;text-transform:uppercase;letter-spacing:.12em}
@media (min-width:48rem){
  .day{display:grid;grid-template-columns:1fr 1fr;gap:2rem;align-items:start}
  .day:nth-of-type(even) .pics{order:2}
  .day .pics{display:grid;grid-template-columns:1fr 1fr;margin:0}
  .day .pics img{height:auto;aspect-ratio:3/2}
  .day .pics img:first-child{grid-column:1/-1}
}
`,
};

/** The paper each template prints on: the text colours are made readable against it. */
export const TEMPLATE_PAPER: Record<WebTemplatePath, string> = {
  whitelabel: '#ffffff',
  ela: '#fffdf8',
  saas: '#f4f6fa',
  experience: '#ffffff',
};

/**
 * Which level is shown: the chooser's checked radio decides (the script only reports it). Parts of
 * one level only (data-level) hide for the others; the hotel and price cards (data-for-level) all
 * stay, for comparing, the chosen one marked and, on a phone, put first.
 */
function levelRules(levels: ReadonlyArray<1 | 2 | 3>): string {
  return levels
    .map((level) => {
      const chosen = `body:has(#level-${level}:checked)`;
      const others = levels.filter((l) => l !== level).map((l) => `[data-level="${l}"]`);
      return [
        others.length ? `${chosen} :is(${others.join(',')}){display:none}` : '',
        `${chosen} [data-for-level="${level}"]{border-color:var(--mark,var(--accent));box-shadow:0 0 0 2px var(--mark,var(--accent));order:0}`,
        `${chosen} [data-for-level="${level}"] .chosen{display:inline-block}`,
      ].join('\n');
    })
    .join('\n');
}

export function pageCss(template: WebTemplatePath, colors: PageColors, levels: ReadonlyArray<1 | 2 | 3>): string {
  const vars = `:root{--nav-bg:${colors.navBg};--nav-ink:${colors.navInk};--accent:${colors.accent};--on-accent:${colors.onAccent};--ink:${colors.ink}}`;
  return [vars, BASE, TEMPLATES[template] ?? TEMPLATES.whitelabel, levelRules(levels)]
    .join('\n')
    .replace(/\n\s*/g, '\n');
}
