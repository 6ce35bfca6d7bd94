// The proposal page's only script (decision 0030). The page is whole without it: the server renders
// every level, and the chooser's radios switch them with CSS. This adds what needs JS: reporting to
// the sender (opened, time read per section, level looked at, PDF), hiding the other levels in
// browsers without :has(), and accepting without leaving the page. No framework, no cookie,
// nothing sent anywhere but this page's own server.

import { startComposer } from './composer';

type Level = 1 | 2 | 3;
type EngagementEvent =
  | { kind: 'open' }
  | { kind: 'read'; section: string; seconds: number }
  | { kind: 'level'; level: Level }
  | { kind: 'pdf' };

const eventsUrl = document.body.dataset.eventsUrl;

/** sendBeacon survives the page closing; its string body goes as text/plain, which the API reads as JSON. */
function report(events: EngagementEvent[]): void {
  if (!eventsUrl || events.length === 0) return;
  const body = JSON.stringify(events.length === 1 ? events[0] : events);
  if (navigator.sendBeacon?.(eventsUrl, body)) return;
  void fetch(eventsUrl, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(
    () => undefined,
  );
}

// ---- Levels ------------------------------------------------------------------------------------

function showLevel(level: Level): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-level]')) {
    element.hidden = element.dataset.level !== String(level);
  }
}

const levelRadios = [...document.querySelectorAll<HTMLInputElement>('input[name="level"][type="radio"]')];
const checked = levelRadios.find((radio) => radio.checked);
if (checked) showLevel(Number(checked.value) as Level);
for (const radio of levelRadios) {
  radio.addEventListener('change', () => {
    const level = Number(radio.value) as Level;
    showLevel(level);
    report([{ kind: 'level', level }]);
  });
}

// ---- Composing (decision 0084) ------------------------------------------------------------------------

const composer = startComposer(levelRadios);

// ---- Reading time --------------------------------------------------------------------------------

/** Milliseconds each section was on screen while the page was visible, not yet reported. */
const readMs = new Map<string, number>();
const inView = new Map<string, number>();
const MIN_SECONDS = 2;

// A section counts as read while it fills a good part of the screen (or is mostly on it when short).
function reading(entry: IntersectionObserverEntry): boolean {
  const viewport = window.innerHeight || 1;
  const visible = entry.intersectionRect.height;
  return entry.isIntersecting && (visible >= viewport * 0.4 || visible >= entry.boundingClientRect.height * 0.6);
}

function stop(section: string, now: number): void {
  const since = inView.get(section);
  if (since === undefined) return;
  readMs.set(section, (readMs.get(section) ?? 0) + (now - since));
  inView.delete(section);
}

function flush(): void {
  const now = performance.now();
  const open = [...inView.keys()];
  for (const section of open) stop(section, now);
  const events: EngagementEvent[] = [];
  for (const [section, ms] of readMs) {
    const seconds = Math.round(ms / 1000);
    if (seconds >= MIN_SECONDS) {
      events.push({ kind: 'read', section, seconds });
      readMs.delete(section);
    }
  }
  report(events);
  if (document.visibilityState === 'visible') for (const section of open) inView.set(section, now);
}

if ('IntersectionObserver' in window) {
  const observer = new IntersectionObserver(
    (entries) => {
      const now = performance.now();
      for (const entry of entries) {
        const section = (entry.target as HTMLElement).dataset.section!;
        if (reading(entry) && document.visibilityState === 'visible') {
          if (!inView.has(section)) inView.set(section, now);
        } else stop(section, now);
      }
    },
    { threshold: [0, 0.2, 0.4, 0.6, 0.8, 1] },
  );
  for (const element of document.querySelectorAll<HTMLElement>('[data-section]')) observer.observe(element);
}
document.addEventListener('visibilitychange', flush);
window.addEventListener('pagehide', flush);

// ---- Open and PDF ----------------------------------------------------------------------------------

report([{ kind: 'open' }]);
for (const link of document.querySelectorAll('[data-pdf]')) {
  link.addEventListener('click', () => report([{ kind: 'pdf' }]));
}

// ---- Accept --------------------------------------------------------------------------------------

const form = document.querySelector<HTMLFormElement>('#accept-form');
const acceptUrl = form?.dataset.acceptUrl;
if (form && acceptUrl) {
  const status = form.querySelector<HTMLElement>('[data-accept-status]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    // A composed trip goes with the accept (decision 0084); the server prices and checks it again.
    const composition = composer?.composition() ?? undefined;
    const body = { level: Number(data.get('level')), name: text('name'), message: text('message'), composition };
    button.disabled = true;
    status.textContent = form.dataset.sending ?? '';
    fetch(acceptUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then((response) => {
        // 409: accepted already (another tab, or a colleague): the sender has the answer either way.
        if (!response.ok && response.status !== 409) throw new Error(String(response.status));
        status.textContent = form.dataset.done ?? '';
        for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
          field.disabled = true;
        for (const radio of levelRadios) radio.disabled = true;
        composer?.disable();
        // The server draws what was accepted and what happens next (decisions 0068 and 0071): show that page.
        history.replaceState(null, '', '#accept');
        location.reload();
      })
      .catch(() => {
        button.disabled = false;
        status.textContent = form.dataset.failed ?? '';
      });
  });
}
