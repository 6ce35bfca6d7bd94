import type { PublicBooking } from '@itinera/domain/contracts';
import { mailLanguage, serviceLines, type MailLanguage } from './booking-mail';

// The supplier's page at /booking/{token}: plain HTML and one form, so it works without
// JavaScript, in any mail client's browser. Every value written into it is escaped.

const esc = (v: unknown) =>
  String(v ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const WORDS = {
  en: {
    title: 'Booking request',
    intro: (company: string, supplier: string) => `${company} asks ${supplier} to book these services.`,
    confirm: 'Confirm',
    decline: 'Decline',
    later: 'Answer later',
    reference: 'Your booking reference',
    reason: 'Reason for declining',
    send: 'Send answers',
    status: {
      open: 'Waiting for your answer',
      confirmed: 'Confirmed',
      declined: 'Declined',
      closed: 'No longer needed',
    },
    thanks: 'Thank you: your answers were recorded.',
    until: (d: string) => `This link works until ${d}.`,
    gone: 'Booking link',
  },
  es: {
    title: 'Solicitud de reserva',
    intro: (company: string, supplier: string) => `${company} solicita a ${supplier} reservar estos servicios.`,
    confirm: 'Confirmar',
    decline: 'Rechazar',
    later: 'Responder más tarde',
    reference: 'Su número de reserva',
    reason: 'Motivo del rechazo',
    send: 'Enviar respuestas',
    status: {
      open: 'Esperando su respuesta',
      confirmed: 'Confirmado',
      declined: 'Rechazado',
      closed: 'Ya no es necesario',
    },
    thanks: 'Gracias: sus respuestas fueron registradas.',
    until: (d: string) => `Este enlace es válido hasta el ${d}.`,
    gone: 'Enlace de reserva',
  },
};

const STYLE = `body{font-family:system-ui,sans-serif;max-width:46rem;margin:0 auto;padding:1rem;color:#1a1b1e;line-height:1.45}
h1{font-size:1.5rem}fieldset{border:1px solid #ced4da;border-radius:8px;margin:0 0 1rem;padding:.75rem 1rem}
legend{font-weight:600;padding:0 .25rem}pre{white-space:pre-wrap;font:inherit;margin:.25rem 0 .5rem}
label{display:block;margin:.25rem 0}input[type=text]{width:100%;max-width:28rem;padding:.4rem;font:inherit;box-sizing:border-box}
button{font:inherit;padding:.5rem 1.25rem;border:0;border-radius:6px;background:#1c7ed6;color:#fff;cursor:pointer}
.open{color:#8a5a00}.confirmed{color:#2b8a3e}.declined{color:#c92a2a}.closed{color:#495057}.note{padding:.5rem .75rem;border-radius:6px;background:#e7f5ff}
.err{background:#fff5f5;color:#c92a2a}`;

function page(lang: MailLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** What the supplier reads of a service's booking: still to answer, its answer, or withdrawn. */
function pageState(state: PublicBooking['services'][number]['booking_state']) {
  if (state === 'confirmed' || state === 'declined') return state;
  return state === 'requested' || state === 'to_request' ? 'open' : 'closed';
}

/** The form: one fieldset per service, answered ones shown with their answer. */
export function bookingPage(b: PublicBooking, token: string, notice?: { text: string; error: boolean }): string {
  const lang = mailLanguage(b.language);
  const w = WORDS[lang];
  const services = b.services
    .map((s) => {
      const details = serviceLines({ ...s, level: 0, last_message: '' }, lang)
        .slice(1)
        .join('\n');
      const look = pageState(s.booking_state);
      const head = `<legend>${esc(s.name)} <span class="${look}">— ${esc(w.status[look])}</span></legend><pre>${esc(details)}</pre>`;
      if (look !== 'open') {
        // A confirmed service's reference is in its details already; a declined one shows why.
        const said = look === 'declined' ? s.decline_reason : null;
        return `<fieldset>${head}${said ? `<p>${esc(said)}</p>` : ''}</fieldset>`;
      }
      return `<fieldset>${head}
<label><input type="radio" name="action_${s.id}" value="" checked> ${esc(w.later)}</label>
<label><input type="radio" name="action_${s.id}" value="confirm"> ${esc(w.confirm)}</label>
<label><input type="radio" name="action_${s.id}" value="decline"> ${esc(w.decline)}</label>
<label>${esc(w.reference)} <input type="text" name="reference_${s.id}" maxlength="120" autocomplete="off"></label>
<label>${esc(w.reason)} <input type="text" name="reason_${s.id}" maxlength="500" autocomplete="off"></label></fieldset>`;
    })
    .join('\n');
  const open = b.services.some((s) => pageState(s.booking_state) === 'open');
  const note = notice
    ? `<p class="note${notice.error ? ' err' : ''}" role="${notice.error ? 'alert' : 'status'}">${esc(notice.text)}</p>`
    : '';
  return page(
    lang,
    `${w.title} ${b.quote.code}`,
    `<h1>${esc(w.title)} ${esc(b.quote.code)}</h1><p>${esc(w.intro(b.company, b.supplier))}</p>${note}
<form method="post" action="/booking/${esc(token)}">${services}${open ? `<button type="submit">${esc(w.send)}</button>` : ''}</form>
<p><small>${esc(w.until(b.expires_at.slice(0, 10)))}</small></p>`,
  );
}

export const thanksText = (language: string) => WORDS[mailLanguage(language)].thanks;

/** An expired, replaced or unknown link: the reason, plainly. */
export function goneLinkPage(message: string): string {
  return page(
    'en',
    WORDS.en.gone,
    `<h1>${esc(WORDS.en.gone)}</h1><p class="note err" role="alert">${esc(message)}</p>`,
  );
}

/** The form's fields as the answers the JSON call takes: a service left on "answer later" is skipped. */
export function answersOfForm(form: Record<string, string | string[] | undefined>) {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v.at(-1) : v) ?? '';
  return Object.keys(form)
    .filter((k) => /^action_\d+$/.test(k) && one(form[k]))
    .map((k) => {
      const service = Number(k.slice(7));
      return one(form[k]) === 'confirm'
        ? { service, action: 'confirm', reference: one(form[`reference_${service}`]) }
        : { service, action: one(form[k]), reason: one(form[`reason_${service}`]) };
    });
}
