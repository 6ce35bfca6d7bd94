import type { PublicBooking } from '@itinera/domain/contracts';
import { mailLanguage, noteText, stayEnds, wordsOf, type MailLanguage } from './booking-mail';
import { changeLines } from './amendment-mail';
import { BOOKING_PAGE_STYLE } from './booking-page-style';

// The supplier's page at /booking/{token}: plain HTML and one form, so it works without
// JavaScript, in any mail client's browser, on a phone first. Every value written into it is
// escaped. A supplier of many services (a hotel's fourteen nights) confirms them all with one
// reference; each service may still be answered on its own (decisions 0058, 0059 and 0060).

const esc = (v: unknown) =>
  String(v ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const WORDS = {
  en: {
    title: 'Booking request',
    intro: (company: string, supplier: string) => `${company} asks ${supplier} to book these services.`,
    amendTitle: 'Amendment request',
    amendIntro: (company: string, supplier: string) =>
      `${company} changed the trip after ${supplier} confirmed it: please confirm the services as they now are.`,
    trip: 'Trip',
    tripDates: 'Travel dates',
    validUntil: 'Answer by',
    confirm: 'Confirm',
    decline: 'Decline',
    later: 'Answer later',
    reference: 'Your booking reference',
    reason: 'Reason for declining',
    send: 'Send answers',
    allTitle: (n: number) => `All ${n} services at once`,
    allEach: 'Answer each service below',
    allConfirm: (n: number) => `Confirm all ${n} services`,
    allReference: 'Your booking reference for all of them',
    allHint:
      'Services left on “Answer later” are confirmed with this reference; a service you answer below keeps its own answer.',
    laterAll: 'Confirmed with the reference for all services.',
    status: {
      open: 'Waiting for your answer',
      confirmed: 'Confirmed',
      declined: 'Declined',
      closed: 'No longer needed',
    },
    chooseOne: 'Choose Confirm or Decline for at least one service.',
    fillIn: 'Give your booking reference for each service you confirm, and a reason for each you decline.',
    thanks: 'Thank you: your answers were recorded.',
    footer: (company: string) =>
      `This page needs no sign-in: the link ${company} sent you is the key, so please do not forward it.`,
    gone: 'Booking link',
  },
  es: {
    title: 'Solicitud de reserva',
    intro: (company: string, supplier: string) => `${company} solicita a ${supplier} reservar estos servicios.`,
    amendTitle: 'Solicitud de modificación',
    amendIntro: (company: string, supplier: string) =>
      `${company} modificó el viaje después de que ${supplier} lo confirmara: confirme los servicios tal como quedan ahora.`,
    trip: 'Viaje',
    tripDates: 'Fechas del viaje',
    validUntil: 'Responder antes del',
    confirm: 'Confirmar',
    decline: 'Rechazar',
    later: 'Responder más tarde',
    reference: 'Su número de reserva',
    reason: 'Motivo del rechazo',
    send: 'Enviar respuestas',
    allTitle: (n: number) => `Los ${n} servicios a la vez`,
    allEach: 'Responder cada servicio abajo',
    allConfirm: (n: number) => `Confirmar los ${n} servicios`,
    allReference: 'Su número de reserva para todos',
    allHint:
      'Los servicios que deje en «Responder más tarde» se confirman con este número; un servicio que responda abajo conserva su respuesta.',
    laterAll: 'Confirmado con el número de reserva para todos.',
    status: {
      open: 'Esperando su respuesta',
      confirmed: 'Confirmado',
      declined: 'Rechazado',
      closed: 'Ya no es necesario',
    },
    chooseOne: 'Elija Confirmar o Rechazar en al menos un servicio.',
    fillIn: 'Indique su número de reserva para cada servicio que confirma, y el motivo de cada rechazo.',
    thanks: 'Gracias: sus respuestas fueron registradas.',
    footer: (company: string) =>
      `Esta página no pide contraseña: el enlace que ${company} le envió es la llave, por favor no lo reenvíe.`,
    gone: 'Enlace de reserva',
  },
  pt: {
    title: 'Solicitação de reserva',
    intro: (company: string, supplier: string) => `${company} solicita a ${supplier} a reserva destes serviços.`,
    amendTitle: 'Solicitação de alteração',
    amendIntro: (company: string, supplier: string) =>
      `${company} alterou a viagem depois que ${supplier} a confirmou: confirme os serviços como estão agora.`,
    trip: 'Viagem',
    tripDates: 'Datas da viagem',
    validUntil: 'Responder até',
    confirm: 'Confirmar',
    decline: 'Recusar',
    later: 'Responder depois',
    reference: 'Seu número de reserva',
    reason: 'Motivo da recusa',
    send: 'Enviar respostas',
    allTitle: (n: number) => `Os ${n} serviços de uma vez`,
    allEach: 'Responder cada serviço abaixo',
    allConfirm: (n: number) => `Confirmar os ${n} serviços`,
    allReference: 'Seu número de reserva para todos',
    allHint:
      'Os serviços deixados em “Responder depois” são confirmados com este número; um serviço respondido abaixo mantém a própria resposta.',
    laterAll: 'Confirmado com o número de reserva para todos.',
    status: {
      open: 'Aguardando sua resposta',
      confirmed: 'Confirmado',
      declined: 'Recusado',
      closed: 'Não é mais necessário',
    },
    chooseOne: 'Escolha Confirmar ou Recusar em pelo menos um serviço.',
    fillIn: 'Informe o seu número de reserva para cada serviço que confirmar e o motivo de cada recusa.',
    thanks: 'Obrigado: suas respostas foram registradas.',
    footer: (company: string) =>
      `Esta página não pede senha: o link que ${company} enviou é a chave, por favor não o encaminhe.`,
    gone: 'Link de reserva',
  },
};

type Service = PublicBooking['services'][number];
/** What the supplier typed, given back with a refusal so nothing is typed twice. */
export type FormFields = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v.at(-1) : v) ?? '';

function page(lang: MailLanguage, title: string, header: string, body: string, footer = ''): string {
  return `<!doctype html><html lang="${lang === 'pt' ? 'pt-BR' : lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title><style>${BOOKING_PAGE_STYLE}</style></head>
<body><header class="bar"><div class="wrap brand">${header}</div></header><main class="wrap">${body}</main>${
    footer ? `<footer class="wrap"><p>${esc(footer)}</p></footer>` : ''
  }</body></html>`;
}

/** The company's logo and name, as its proposals show them. */
const brand = (company: string, logo: string | null) =>
  `${logo ? `<img src="${esc(logo)}" alt="${esc(company)}" height="40">` : ''}<span>${esc(company)}</span>`;

/** What the supplier reads of a service's booking: still to answer, its answer, or withdrawn. */
function pageState(state: Service['booking_state']) {
  if (state === 'confirmed' || state === 'declined') return state;
  return state === 'requested' || state === 'to_request' || state === 'amendment_requested' ? 'open' : 'closed';
}

/** The service's facts as a definition list: when, who, rooms, who sleeps where, the notes it needs. */
function details(s: Service, lang: MailLanguage): string {
  const w = wordsOf(lang);
  const row = (dt: string, dd: string) => `<dt>${esc(dt)}</dt><dd>${dd}</dd>`;
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
  const stay = s.stay ? stayEnds(s.stay, w) : null;
  return `<dl class="details">${[
    ...(stay
      ? [row(w.checkIn, esc(stay.checkIn)), row(w.checkOut, esc(stay.checkOut))]
      : [
          row(
            s.start_date ? w.dates : w.day,
            esc(
              s.start_date
                ? [s.start_date, s.end_date].filter((d, i) => i === 0 || d !== s.start_date).join(' – ')
                : s.day,
            ),
          ),
        ]),
    row(w.pax, esc(`${s.num_pax}${s.passengers.length ? ` — ${s.passengers.join(', ')}` : ''}`)),
    ...(s.rooms.length ? [row(w.rooms, esc(s.rooms.map((r) => `${r.qty} × ${r.name}`).join(', ')))] : []),
    ...(s.rooming.length ? [row(w.rooming, list(s.rooming.map((r) => `${r.room}: ${r.passengers.join(', ')}`)))] : []),
    ...(s.passenger_notes.length ? [row(w.notes, list(s.passenger_notes.map((n) => noteText(n, w))))] : []),
    ...(s.reference ? [row(w.reference, `<strong>${esc(s.reference)}</strong>`)] : []),
  ].join('')}</dl>`;
}

const checked = (on: boolean) => (on ? ' checked' : '');

/** One open service's answer: three choices, the reference after Confirm, the reason after Decline. */
function answer(s: Service, lang: MailLanguage, form: FormFields, bulk: boolean): string {
  const w = WORDS[lang];
  const action = one(form[`action_${s.id}`]);
  const choice = (value: string, cls: string, label: string) =>
    `<input type="radio" name="action_${s.id}" value="${value}" class="${cls}" id="a-${s.id}-${cls}"${checked(action === value)}><label for="a-${s.id}-${cls}">${esc(label)}</label>`;
  const field = (cls: string, name: string, label: string, max: number) =>
    `<div class="${cls}"><label for="${cls}-${s.id}">${esc(label)}</label><input type="text" id="${cls}-${s.id}" name="${name}_${s.id}" maxlength="${max}" autocomplete="off" value="${esc(one(form[`${name}_${s.id}`]))}"></div>`;
  return `<div class="answer">${choice('', 'l', w.later)}${choice('confirm', 'c', w.confirm)}${choice('decline', 'd', w.decline)}${
    bulk ? `<p class="later-all">${esc(w.laterAll)}</p>` : ''
  }${field('ref', 'reference', w.reference, 120)}${field('why', 'reason', w.reason, 500)}</div>`;
}

/** "Confirm all": one reference for every service left open, for a supplier of two or more. */
function confirmAll(count: number, lang: MailLanguage, form: FormFields): string {
  const w = WORDS[lang];
  const all = one(form.all) === 'confirm';
  return `<fieldset class="bulk"><legend>${esc(w.allTitle(count))}</legend><div class="answer two">
<input type="radio" name="all" value="" class="l" id="all-l"${checked(!all)}><label for="all-l">${esc(w.allEach)}</label>
<input type="radio" name="all" value="confirm" class="c" id="all-c"${checked(all)}><label for="all-c">${esc(w.allConfirm(count))}</label>
<div class="ref"><label for="all-ref">${esc(w.allReference)}</label><input type="text" id="all-ref" name="all_reference" maxlength="120" autocomplete="off" value="${esc(one(form.all_reference))}"></div>
<p class="hint">${esc(w.allHint)}</p></div></fieldset>`;
}

/** The page: the request's facts, "Confirm all" when useful, one card per service, answered ones with their answer. */
export function bookingPage(
  b: PublicBooking,
  token: string,
  notice?: { text: string; error: boolean },
  form: FormFields = {},
): string {
  const lang = mailLanguage(b.language);
  const w = WORDS[lang];
  const open = b.services.filter((s) => pageState(s.booking_state) === 'open');
  const bulk = open.length >= 2;
  const cards = b.services
    .map((s) => {
      const look = pageState(s.booking_state);
      const change = b.changes.find((c) => c.id === s.id);
      // An amendment says what changed before the service as it now is (decision 0076).
      const changed = change
        ? `<p class="said">${changeLines(change, lang)
            .map((l) => esc(l))
            .join('<br>')}</p>`
        : '';
      const head = `<legend>${esc(s.name)} <span class="badge ${look}">${esc(w.status[look])}</span></legend>${changed}${details(s, lang)}`;
      if (look !== 'open') {
        const said = look === 'declined' ? s.decline_reason : null;
        return `<fieldset class="svc">${head}${said ? `<p class="said">${esc(said)}</p>` : ''}</fieldset>`;
      }
      return `<fieldset class="svc">${head}${answer(s, lang, form, bulk)}</fieldset>`;
    })
    .join('\n');
  const dates = [b.quote.start_date, b.quote.end_date].filter(Boolean).join(' – ');
  const fact = (dt: string, dd: string) => `<div><dt>${esc(dt)}</dt><dd>${esc(dd)}</dd></div>`;
  const note = notice
    ? `<p class="note${notice.error ? ' err' : ''}" role="${notice.error ? 'alert' : 'status'}">${esc(notice.text)}</p>`
    : '';
  // An amendment link (decision 0076) says so: the supplier confirmed a first request already.
  const amending = b.kind === 'amendment';
  const title = amending ? w.amendTitle : w.title;
  const intro = (amending ? w.amendIntro : w.intro)(b.company, b.supplier);
  return page(
    lang,
    `${title} ${b.quote.code}`,
    brand(b.company, b.company_logo),
    `<h1>${esc(title)} ${esc(b.quote.code)}</h1><p class="lead">${esc(intro)}</p>
<dl class="facts">${fact(w.trip, b.quote.title)}${dates ? fact(w.tripDates, dates) : ''}${open.length ? fact(w.validUntil, b.expires_at.slice(0, 10)) : ''}</dl>${note}
<form method="post" action="/booking/${esc(token)}">${bulk ? confirmAll(open.length, lang, form) : ''}${cards}${
      open.length ? `<button type="submit">${esc(w.send)}</button>` : ''
    }</form>`,
    w.footer(b.company),
  );
}

export const thanksText = (language: string) => WORDS[mailLanguage(language)].thanks;

/** Why a form was refused, in the supplier's language: nothing chosen, or a reference or reason missing. */
export const formProblemText = (language: string, nothingChosen: boolean) =>
  WORDS[mailLanguage(language)][nothingChosen ? 'chooseOne' : 'fillIn'];

/** An expired, replaced or unknown link: the reason, plainly. */
export function goneLinkPage(message: string): string {
  return page(
    'en',
    WORDS.en.gone,
    '<span>Itinera</span>',
    `<h1>${esc(WORDS.en.gone)}</h1><p class="note err" role="alert">${esc(message)}</p>`,
  );
}

/**
 * The form's fields as the answers the JSON call takes: a service left on "Answer later" is
 * skipped — unless "Confirm all" was chosen, which confirms it with the reference for all.
 */
export function answersOfForm(form: FormFields) {
  const all = one(form.all) === 'confirm';
  return Object.keys(form)
    .filter((k) => /^action_\d+$/.test(k) && (one(form[k]) || all))
    .map((k) => {
      const service = Number(k.slice(7));
      const action = one(form[k]) || 'confirm';
      if (action !== 'confirm') return { service, action, reason: one(form[`reason_${service}`]) };
      const own = one(form[`reference_${service}`]);
      return { service, action, reference: one(form[k]) ? own : one(form.all_reference) };
    });
}
