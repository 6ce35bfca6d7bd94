import { ROOM_TYPES, type ServiceAmendment } from '@itinera/domain';
import type { BookedService } from '@itinera/domain/contracts';
import { serviceLines, wordsOf, type MailLanguage } from './booking-mail';

// The amendment e-mails (decision 0076): what changed for each of the supplier's
// services, before → after, then the service as it now is, and the link to confirm or decline
// the change. A service gone from the trip is told as a cancellation, by name.

const WORDS = {
  en: {
    amendment: (code: string, company: string) => `Amendment to booking ${code} from ${company}`,
    reminder: (code: string, company: string) => `Reminder: amendment to booking ${code} from ${company}`,
    intro: (company: string) => `The trip changed. ${company} asks you to amend the following bookings:`,
    remindIntro: (company: string) => `${company} has not yet received your answer to the amendment below:`,
    answer: 'Please confirm each change with your booking reference, or decline it with a reason, here:',
    changed: 'What changed',
    nowReads: 'The booking now',
    dates: 'Dates',
    pax: 'Passengers',
    rooms: 'Rooms',
    names: 'Names',
    cancelSubject: (code: string, company: string) => `Cancellation of services of booking ${code} from ${company}`,
    cancelIntro: (company: string) =>
      `The trip changed. ${company} cancels the following services; please release them:`,
  },
  es: {
    amendment: (code: string, company: string) => `Modificación de la reserva ${code} de ${company}`,
    reminder: (code: string, company: string) => `Recordatorio: modificación de la reserva ${code} de ${company}`,
    intro: (company: string) => `El viaje cambió. ${company} le solicita modificar las siguientes reservas:`,
    remindIntro: (company: string) => `${company} aún no ha recibido su respuesta a la modificación siguiente:`,
    answer: 'Confirme cada cambio con su número de reserva, o rechácelo indicando el motivo, aquí:',
    changed: 'Qué cambió',
    nowReads: 'La reserva ahora',
    dates: 'Fechas',
    pax: 'Pasajeros',
    rooms: 'Habitaciones',
    names: 'Nombres',
    cancelSubject: (code: string, company: string) => `Cancelación de servicios de la reserva ${code} de ${company}`,
    cancelIntro: (company: string) =>
      `El viaje cambió. ${company} cancela los siguientes servicios; por favor, libérelos:`,
  },
  pt: {
    amendment: (code: string, company: string) => `Alteração da reserva ${code} de ${company}`,
    reminder: (code: string, company: string) => `Lembrete: alteração da reserva ${code} de ${company}`,
    intro: (company: string) => `A viagem mudou. ${company} solicita a alteração das seguintes reservas:`,
    remindIntro: (company: string) => `${company} ainda não recebeu sua resposta à alteração abaixo:`,
    answer: 'Confirme cada alteração com o seu número de reserva, ou recuse-a informando o motivo, aqui:',
    changed: 'O que mudou',
    nowReads: 'A reserva agora',
    dates: 'Datas',
    pax: 'Passageiros',
    rooms: 'Quartos',
    names: 'Nomes',
    cancelSubject: (code: string, company: string) => `Cancelamento de serviços da reserva ${code} de ${company}`,
    cancelIntro: (company: string) => `A viagem mudou. ${company} cancela os seguintes serviços; por favor, libere-os:`,
  },
} as const;

type Dates = NonNullable<ServiceAmendment['dates']>['before'];
const datesText = (d: Dates) =>
  d.start_date
    ? `${d.start_date}${d.end_date && d.end_date !== d.start_date ? ` – ${d.end_date}` : ''}`
    : `day ${d.day}`;
const roomsText = (rooms: NonNullable<ServiceAmendment['rooms']>['before']) =>
  rooms
    .map((r) => `${r.qty} × ${ROOM_TYPES.find((t) => t.id === r.id_room_type)?.acronym ?? r.id_room_type}`)
    .join(', ') || '—';

/** "Dates: 2026-07-01 – 2026-07-03 → 2026-07-02 – 2026-07-04", one line per fact that changed. */
export function changeLines(a: ServiceAmendment, lang: MailLanguage): string[] {
  const w = WORDS[lang];
  const lines: string[] = [];
  if (a.dates) lines.push(`${w.dates}: ${datesText(a.dates.before)} → ${datesText(a.dates.after)}`);
  if (a.pax) lines.push(`${w.pax}: ${a.pax.before} → ${a.pax.after}`);
  if (a.rooms) lines.push(`${w.rooms}: ${roomsText(a.rooms.before)} → ${roomsText(a.rooms.after)}`);
  if (a.names) lines.push(`${w.names}: ${a.names.before.join(', ') || '—'} → ${a.names.after.join(', ') || '—'}`);
  return lines;
}

export interface AmendmentMailInput {
  lang: MailLanguage;
  company: string;
  supplier: string;
  quoteCode: string;
  /** Each service as it now is, with what changed for it. */
  services: { service: BookedService; change: ServiceAmendment }[];
  link: string;
  expiresAt: Date;
  reminder: boolean;
}

export function amendmentMail(m: AmendmentMailInput) {
  const w = WORDS[m.lang];
  const base = wordsOf(m.lang);
  const body = [
    base.hello(m.supplier),
    '',
    (m.reminder ? w.remindIntro : w.intro)(m.company),
    '',
    ...m.services.flatMap(({ service, change }) => [
      `• ${service.name} (${service.code})`,
      `  ${w.changed}:`,
      ...changeLines(change, m.lang).map((l) => `    ${l}`),
      `  ${w.nowReads}:`,
      ...serviceLines(service, m.lang)
        .slice(1)
        .map((l) => `  ${l}`),
      '',
    ]),
    w.answer,
    m.link,
    '',
    base.expires(m.expiresAt.toISOString().slice(0, 10)),
    '',
    base.thanks,
    m.company,
  ].join('\n');
  return { subject: (m.reminder ? w.reminder : w.amendment)(m.quoteCode, m.company), body };
}

/** Services gone from the trip, by name (a deleted service has nothing else left to print). */
export function removedServicesMail(m: {
  lang: MailLanguage;
  company: string;
  supplier: string;
  quoteCode: string;
  services: string[];
}) {
  const w = WORDS[m.lang];
  const base = wordsOf(m.lang);
  const body = [
    base.hello(m.supplier),
    '',
    w.cancelIntro(m.company),
    '',
    ...m.services.map((name) => `• ${name}`),
    '',
    base.thanks,
    m.company,
  ].join('\n');
  return { subject: w.cancelSubject(m.quoteCode, m.company), body };
}
