import { passengerNoteText } from '@itinera/domain';
import type { BookedService } from '@itinera/domain/contracts';
import type { Language } from '@itinera/domain/i18n';
import { serverMessage } from '@itinera/domain/i18n/server';

// The booking e-mails in plain text, in the supplier's language when known (English, Spanish,
// Brazilian Portuguese):
// what to book (dates, pax, rooms, rooming list) and the link where each service is answered.

export type MailLanguage = 'en' | 'es' | 'pt';
export const mailLanguage = (given: string | null | undefined): MailLanguage => {
  const code = given?.toLowerCase() ?? '';
  return code.startsWith('es') ? 'es' : code.startsWith('pt') ? 'pt' : 'en';
};

const WORDS = {
  en: {
    request: (code: string, company: string) => `Booking request ${code} from ${company}`,
    reminder: (code: string, company: string) => `Reminder: booking request ${code} from ${company}`,
    cancellation: (code: string, company: string) => `Cancellation of booking ${code} from ${company}`,
    hello: (name: string) => `Dear ${name},`,
    askIntro: (company: string) => `${company} asks you to book the following services:`,
    remindIntro: (company: string) => `${company} has not yet received your answer for the following services:`,
    cancelIntro: (company: string) => `${company} cancels the following services. Please release them:`,
    answer: 'Please confirm each service with your booking reference, or decline it with a reason, here:',
    expires: (date: string) => `This link works until ${date}. A newer request replaces it.`,
    dates: 'Dates',
    day: 'Day',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    nights: (n: number) => `${n} night${n === 1 ? '' : 's'}`,
    dayN: (n: number) => `day ${n}`,
    notes: 'Passenger notes',
    dietary: 'dietary',
    medical: 'medical',
    pax: 'Passengers',
    rooms: 'Rooms',
    rooming: 'Rooming list',
    reference: 'Your reference',
    thanks: 'Thank you.',
  },
  es: {
    request: (code: string, company: string) => `Solicitud de reserva ${code} de ${company}`,
    reminder: (code: string, company: string) => `Recordatorio: solicitud de reserva ${code} de ${company}`,
    cancellation: (code: string, company: string) => `Cancelación de la reserva ${code} de ${company}`,
    hello: (name: string) => `Estimado/a ${name}:`,
    askIntro: (company: string) => `${company} le solicita reservar los siguientes servicios:`,
    remindIntro: (company: string) => `${company} aún no ha recibido su respuesta para los siguientes servicios:`,
    cancelIntro: (company: string) => `${company} cancela los siguientes servicios. Por favor, libérelos:`,
    answer: 'Confirme cada servicio con su número de reserva, o rechácelo indicando el motivo, aquí:',
    expires: (date: string) => `Este enlace es válido hasta el ${date}. Una solicitud más reciente lo reemplaza.`,
    dates: 'Fechas',
    day: 'Día',
    checkIn: 'Entrada',
    checkOut: 'Salida',
    nights: (n: number) => `${n} noche${n === 1 ? '' : 's'}`,
    dayN: (n: number) => `día ${n}`,
    notes: 'Notas de los pasajeros',
    dietary: 'dieta',
    medical: 'salud',
    pax: 'Pasajeros',
    rooms: 'Habitaciones',
    rooming: 'Rooming list',
    reference: 'Su referencia',
    thanks: 'Gracias.',
  },
  pt: {
    request: (code: string, company: string) => `Solicitação de reserva ${code} de ${company}`,
    reminder: (code: string, company: string) => `Lembrete: solicitação de reserva ${code} de ${company}`,
    cancellation: (code: string, company: string) => `Cancelamento da reserva ${code} de ${company}`,
    hello: (name: string) => `Prezado(a) ${name},`,
    askIntro: (company: string) => `${company} solicita a reserva dos seguintes serviços:`,
    remindIntro: (company: string) => `${company} ainda não recebeu sua resposta para os seguintes serviços:`,
    cancelIntro: (company: string) => `${company} cancela os seguintes serviços. Por favor, libere-os:`,
    answer: 'Confirme cada serviço com o seu número de reserva, ou recuse-o informando o motivo, aqui:',
    expires: (date: string) => `Este link vale até ${date}. Uma solicitação mais recente o substitui.`,
    dates: 'Datas',
    day: 'Dia',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    nights: (n: number) => `${n} noite${n === 1 ? '' : 's'}`,
    dayN: (n: number) => `dia ${n}`,
    notes: 'Observações dos passageiros',
    dietary: 'alimentação',
    medical: 'saúde',
    pax: 'Passageiros',
    rooms: 'Quartos',
    rooming: 'Rooming list',
    reference: 'Sua referência',
    thanks: 'Obrigado.',
  },
} as const;

export const wordsOf = (lang: MailLanguage) => WORDS[lang];

/** Who travellers and suppliers call: the company's emergency phone (decision 0060), then the quote's person. */
export interface EmergencyContact {
  company: string;
  phone: string | null;
  contact: string | null;
  email: string | null;
}

export function emergencyLines(e: EmergencyContact, language: Language = 'en'): string[] {
  const person = [e.contact, e.email].filter(Boolean).join(', ');
  return [
    e.phone ? `${e.company}, 24 h: ${e.phone}` : e.company,
    ...(person ? [serverMessage(language, 'voucherYourContact', { company: e.company, person })] : []),
  ];
}

type Words = (typeof WORDS)[MailLanguage];
type Stay = NonNullable<BookedService['stay']>;

/** A stay's two ends as read: "2026-07-02 15:00" and "2026-07-03 (1 night)" (a day number without dates). */
export function stayEnds(stay: Stay, w: Words): { checkIn: string; checkOut: string } {
  const at = (date: string | null, day: number, time: string | null) =>
    `${date ?? w.dayN(day)}${time ? ` ${time}` : ''}`;
  return {
    checkIn: at(stay.check_in, stay.day_in, stay.check_in_time),
    checkOut: `${at(stay.check_out, stay.day_out, stay.check_out_time)} (${w.nights(stay.nights)})`,
  };
}

/** "Check-in: 2026-07-02 15:00 · Check-out: 2026-07-03 (1 night)": a one-night stay has both dates too. */
export function stayText(stay: Stay, w: Words, sep = ': '): string {
  const { checkIn, checkOut } = stayEnds(stay, w);
  return `${w.checkIn}${sep}${checkIn} · ${w.checkOut}${sep}${checkOut}`;
}

/** When a service happens: a stay's check-in and check-out, else its dates (or its day). */
export function whenText(s: Pick<BookedService, 'stay' | 'start_date' | 'end_date' | 'day'>, w: Words): string {
  if (s.stay) return stayText(s.stay, w);
  return s.start_date
    ? `${w.dates}: ${s.start_date}${s.end_date && s.end_date !== s.start_date ? ` – ${s.end_date}` : ''}`
    : `${w.day}: ${s.day}`;
}

/** "Ana Pérez: dietary: Vegetarian; medical: Asthma" — only the notes the service's type needs. */
export const noteText = (n: BookedService['passenger_notes'][number], w: Words) => passengerNoteText(n, w);

/** One service as a block of lines: name, when, pax, rooms, who sleeps where and the notes it needs. */
export function serviceLines(s: BookedService, lang: MailLanguage): string[] {
  const w = WORDS[lang];
  const lines = [
    `• ${s.name} (${s.code})`,
    `  ${whenText(s, w)}`,
    `  ${w.pax}: ${s.num_pax}${s.passengers.length ? ` — ${s.passengers.join(', ')}` : ''}`,
  ];
  if (s.rooms.length) lines.push(`  ${w.rooms}: ${s.rooms.map((r) => `${r.qty} × ${r.name}`).join(', ')}`);
  if (s.rooming.length) {
    lines.push(`  ${w.rooming}:`);
    for (const r of s.rooming) lines.push(`    ${r.room}: ${r.passengers.join(', ')}`);
  }
  if (s.passenger_notes.length) {
    lines.push(`  ${w.notes}:`);
    for (const n of s.passenger_notes) lines.push(`    ${noteText(n, w)}`);
  }
  if (s.reference) lines.push(`  ${w.reference}: ${s.reference}`);
  return lines;
}

export interface SupplierMailInput {
  lang: MailLanguage;
  company: string;
  supplier: string;
  quoteCode: string;
  services: BookedService[];
}

/** The request (or its reminder) with the link to the supplier's page. */
export function requestMail(m: SupplierMailInput & { link: string; expiresAt: Date; reminder: boolean }) {
  const w = WORDS[m.lang];
  const subject = (m.reminder ? w.reminder : w.request)(m.quoteCode, m.company);
  const body = [
    w.hello(m.supplier),
    '',
    (m.reminder ? w.remindIntro : w.askIntro)(m.company),
    '',
    ...m.services.flatMap((s) => [...serviceLines(s, m.lang), '']),
    w.answer,
    m.link,
    '',
    w.expires(m.expiresAt.toISOString().slice(0, 10)),
    '',
    w.thanks,
    m.company,
  ].join('\n');
  return { subject, body };
}

export function cancellationMail(m: SupplierMailInput) {
  const w = WORDS[m.lang];
  const body = [
    w.hello(m.supplier),
    '',
    w.cancelIntro(m.company),
    '',
    ...m.services.flatMap((s) => [...serviceLines(s, m.lang), '']),
    w.thanks,
    m.company,
  ].join('\n');
  return { subject: w.cancellation(m.quoteCode, m.company), body };
}

/** To the quote's owner: what a supplier answered on its page. */
export function answerMail(m: {
  supplier: string;
  quoteCode: string;
  quoteTitle: string;
  answers: { service: string; confirmed: boolean; text: string }[];
  link: string;
}) {
  const lines = m.answers.map((a) =>
    a.confirmed ? `• ${a.service}: confirmed, reference ${a.text}` : `• ${a.service}: declined — ${a.text}`,
  );
  return {
    subject: `${m.supplier} answered the booking of ${m.quoteCode}`,
    body: [
      `${m.supplier} answered the booking request for ${m.quoteCode} ${m.quoteTitle}:`,
      '',
      ...lines,
      '',
      ...(m.answers.some((a) => !a.confirmed)
        ? [
            'A declined service stays on the trip at the price the client accepted: replace it, ask again, or drop it from the quote on the Book tab.',
            '',
          ]
        : []),
      m.link,
    ].join('\n'),
  };
}

/** To the client, in the quote's language (decision 0092): the signed link to the vouchers zip, the staff's message, who to call. */
export function vouchersMail(m: {
  language?: Language;
  company: string;
  quote: { code: string; title: string };
  link: string;
  until: string;
  emergency: EmergencyContact;
  message: { text: string; from: string } | null;
  /** Suppliers whose voucher replaces one sent before (an amendment was confirmed since; decision 0076). */
  renewed?: string[];
}) {
  const t = (key: Parameters<typeof serverMessage>[1], params?: Record<string, string>) =>
    serverMessage(m.language ?? 'en', key, params);
  const { code, title } = m.quote;
  return {
    subject: t('vouchersMailSubject', { code, company: m.company }),
    body: [
      t('vouchersMailHello'),
      '',
      ...(m.message ? [m.message.text, `— ${m.message.from}, ${m.company}`, ''] : []),
      t('vouchersMailReady', { title, code }),
      '',
      ...(m.renewed?.length ? [t('vouchersMailRenewed', { suppliers: m.renewed.join(', ') }), ''] : []),
      m.link,
      '',
      t('vouchersMailUntil', { until: m.until }),
      '',
      t('vouchersMailEmergency'),
      ...emergencyLines(m.emergency, m.language),
      '',
      m.company,
    ].join('\n'),
  };
}
