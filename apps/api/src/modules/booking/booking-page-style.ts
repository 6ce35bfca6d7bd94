// The supplier's page CSS, inlined (no request before the first paint; the page's CSP allows inline
// styles). Itinera's look: the web app's Inter/system type, its teal (Mantine teal 9, white text on
// it reads at 4.9:1), cards with rounded corners; and the proposal page's habits — phone first,
// answers as a segmented control of visually hidden radios and their labels
// (proposal-render/styles.ts `.seg`).
//
// No script anywhere. The reference field follows "Confirm" and the reason field follows "Decline"
// by sibling selectors (`.c:checked~.ref`), which every browser has; `:has()` only adds touches
// (a card's border, the "Confirm all" hint) where it exists. The server checks every answer anyway.

const ACCENT = '#087f5b';

export const BOOKING_PAGE_STYLE = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 Inter,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f2328;background:#f1f3f5}
:focus-visible{outline:3px solid ${ACCENT};outline-offset:2px}
.wrap{max-width:48rem;margin:0 auto;padding:0 1rem}
.bar{background:${ACCENT};color:#fff}
.bar .wrap{display:flex;align-items:center;gap:.75rem;min-height:3.5rem;padding-top:.5rem;padding-bottom:.5rem}
.brand{font-weight:700;font-size:1.1rem;line-height:1.2}
.brand img{display:block;max-height:2.5rem;max-width:8rem;width:auto;border-radius:4px;background:#fff}
main.wrap{padding-top:1.5rem;padding-bottom:1rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .25rem}
.lead{margin:0 0 1rem;color:#495057}
.facts{display:flex;flex-wrap:wrap;gap:.5rem 1.75rem;margin:0 0 1.25rem}
.facts dt{font-size:.72rem;text-transform:uppercase;letter-spacing:.06em;color:#495057}
.facts dd{margin:0;font-weight:600}
.note{margin:0 0 1rem;padding:.75rem 1rem;border-radius:8px;background:#e6fcf5;color:${ACCENT};font-weight:600;border-left:4px solid ${ACCENT}}
.note.err{background:#fff5f5;color:#c92a2a;border-color:#c92a2a}
fieldset{border:1px solid #dee2e6;border-radius:12px;background:#fff;margin:0 0 1rem;padding:1rem;min-width:0}
/* The title inside the card, not on its border: a long name wraps like any heading. */
legend{float:left;width:100%;padding:0;margin:0 0 .25rem;font-weight:700;font-size:1.05rem;line-height:1.35}
legend+*{clear:both}
.badge{display:inline-block;font-size:.75rem;font-weight:700;padding:.1rem .55rem;border-radius:999px;margin-left:.25rem;vertical-align:.1em;white-space:nowrap}
.badge.open{background:#fff3bf;color:#5c4400}.badge.confirmed{background:#d3f9d8;color:#1e6b30}
.badge.declined{background:#ffe3e3;color:#a61e1e}.badge.closed{background:#e9ecef;color:#495057}
.details{display:grid;grid-template-columns:1fr;margin:.25rem 0 .75rem}
.details dt{font-size:.8rem;color:#495057;margin-top:.4rem}
.details dd{margin:0;overflow-wrap:anywhere}
.details ul{margin:0;padding-left:1.1rem}
.answer{display:grid;grid-template-columns:repeat(3,1fr);gap:.4rem}
.answer.two{grid-template-columns:repeat(2,1fr)}
.answer>input{position:absolute!important;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);border:0;padding:0}
.answer>label{display:flex;align-items:center;justify-content:center;text-align:center;min-height:2.75rem;padding:.4rem .5rem;border:2px solid #ced4da;border-radius:8px;background:#fff;font-weight:600;line-height:1.2;cursor:pointer}
.answer>input:checked+label{border-color:${ACCENT};background:${ACCENT};color:#fff}
.answer>input.d:checked+label{border-color:#c92a2a;background:#c92a2a}
.answer>input:focus-visible+label{outline:3px solid ${ACCENT};outline-offset:2px}
.ref,.why,.hint,.later-all{grid-column:1/-1}
.ref,.why{display:none}
.c:checked~.ref{display:block}
.d:checked~.why{display:block}
.ref label,.why label{display:block;font-weight:600;font-size:.9rem;margin:.4rem 0 .25rem}
input[type=text]{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #868e96;border-radius:8px;background:#fff;color:#1f2328}
.hint{font-size:.85rem;color:#495057;margin:.25rem 0 0}
.later-all{display:none;margin:.25rem 0 0;font-size:.85rem;font-weight:600;color:${ACCENT}}
form:has(#all-c:checked) .l:checked~.later-all{display:block}
.svc:has(.c:checked){border-color:${ACCENT}}
.svc:has(.d:checked){border-color:#c92a2a}
.bulk{background:#e6fcf5;border-color:#96f2d7}
.said{margin:.25rem 0 0;color:#a61e1e}
button{font:inherit;font-weight:700;width:100%;padding:.85rem 1.5rem;border:0;border-radius:8px;background:${ACCENT};color:#fff;cursor:pointer}
footer{font-size:.85rem;color:#495057;padding-bottom:2rem}
@media (min-width:36rem){
  h1{font-size:1.75rem}
  .details{grid-template-columns:10rem 1fr;row-gap:.3rem}
  .details dt{margin-top:0}
  button{width:auto}
}
@media print{.answer,.bulk,button{display:none}}`;
