import { createElement as h, type ReactElement } from 'react';
import { Document, Image, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { BookedService } from '@itinera/domain/contracts';
import type { Language } from '@itinera/domain/i18n';
import { serverMessage, type ServerMessageKey, type ServerParams } from '@itinera/domain/i18n/server';
import { pdfFontFamily } from '../../lib/pdf-font';
import { emergencyLines, mailLanguage, noteText, stayText, wordsOf, type EmergencyContact } from './booking-mail';

// A supplier's voucher as a PDF (@react-pdf/renderer, written with createElement so the API needs
// no JSX setting): the company's name as its letterhead, the services with their stay or dates,
// passengers (children's ages), the notes the service needs and the supplier's reference, and who
// to call in an emergency. No price or cost is printed. A service its supplier has not confirmed is
// printed only when the operator asks, and then marked NOT CONFIRMED (docs/domain/booking.md#vouchers).

export interface VoucherInput {
  company: string;
  supplier: { name: string; email: string | null; phone: string | null };
  quote: { code: string; title: string };
  lead: string | null;
  services: BookedService[];
  emergency: EmergencyContact;
  /** The company's logo, a PNG (decision 0063); the name alone without it. */
  logo?: Buffer | null;
  /** An amendment was confirmed since the client's last pack: this voucher replaces the earlier one (decision 0076). */
  replacesEarlier?: boolean;
  /** The quote's language (its own, else the workspace's default, else English: decision 0092). */
  language?: Language;
}

export const NEW_VOUCHER = serverMessage('en', 'voucherNew');

/** The voucher's words in its language: the catalogue's `server` namespace, and the booking mails' words for stays and notes. */
const wordsFor = (language: Language = 'en') => ({
  t: (key: ServerMessageKey, params?: ServerParams) => serverMessage(language, key, params),
  mail: wordsOf(mailLanguage(language)),
  language,
});
type Words = ReturnType<typeof wordsFor>;

// Itinera's teal, as on the supplier's page (booking-page-style.ts).
const TEAL = '#087f5b';
// The proposal's embedded font: a supplier's or passenger's name may hold letters Helvetica lacks.
const FONT = pdfFontFamily();
const BOLD = { fontFamily: FONT, fontWeight: 'bold' as const };
const s = StyleSheet.create({
  page: { padding: 36, fontSize: 10, fontFamily: FONT, color: '#212529' },
  band: { borderBottomWidth: 3, borderBottomColor: TEAL, paddingBottom: 8, marginBottom: 16 },
  logo: { maxWidth: 160, maxHeight: 64, objectFit: 'contain', marginBottom: 6 },
  company: { fontSize: 18, ...BOLD, color: TEAL },
  title: { fontSize: 13, ...BOLD, marginBottom: 4 },
  muted: { color: '#495057' },
  service: { borderWidth: 1, borderColor: '#ced4da', borderRadius: 4, padding: 8, marginBottom: 8 },
  name: { ...BOLD, fontSize: 11, marginBottom: 2 },
  row: { flexDirection: 'row', marginTop: 2 },
  label: { width: 90, color: '#495057' },
  value: { flex: 1 },
  emergency: { marginTop: 12, padding: 8, backgroundColor: '#fff4e6' },
  open: { borderColor: '#e8590c', borderStyle: 'dashed', borderWidth: 2 },
  flag: { ...BOLD, color: '#c92a2a' },
  banner: { ...BOLD, color: '#c92a2a', borderWidth: 2, borderColor: '#c92a2a', padding: 6, marginBottom: 10 },
});

const row = (label: string, value: string) =>
  h(View, { style: s.row, key: label }, h(Text, { style: s.label }, label), h(Text, { style: s.value }, value));

const dates = (x: BookedService, w: Words) =>
  x.start_date
    ? x.end_date && x.end_date !== x.start_date
      ? `${x.start_date} – ${x.end_date}`
      : x.start_date
    : w.t('voucherDay', { day: x.day });

const confirmed = (x: BookedService) => x.booking_state === 'confirmed';

function serviceBlock(x: BookedService, w: Words): ReactElement {
  const { t } = w;
  return h(
    View,
    { style: confirmed(x) ? s.service : [s.service, s.open], key: x.id, wrap: false },
    h(Text, { style: s.name }, x.name),
    ...(confirmed(x) ? [] : [h(Text, { style: s.flag }, t('voucherNotConfirmedYet'))]),
    // A stay prints both dates, a one-night stay too: "Check-in 2026-07-02 · Check-out 2026-07-03 (1 night)".
    x.stay ? row(t('voucherStay'), stayText(x.stay, w.mail, ' ')) : row(t('voucherDates'), dates(x, w)),
    row(t('voucherPassengers'), `${x.num_pax}${x.passengers.length ? ` — ${x.passengers.join(', ')}` : ''}`),
    ...(x.rooms.length ? [row(t('voucherRooms'), x.rooms.map((r) => `${r.qty} × ${r.name}`).join(', '))] : []),
    ...x.rooming.map((r) => row(r.room, r.passengers.join(', '))),
    ...x.passenger_notes.map((n, i) => row(i === 0 ? t('voucherNotes') : ' ', noteText(n, w.mail))),
    row(t('voucherReference'), confirmed(x) ? (x.reference ?? t('voucherConfirmed')) : t('voucherNotConfirmed')),
  );
}

export function voucherDocument(v: VoucherInput): ReactElement {
  const w = wordsFor(v.language);
  const { t } = w;
  return h(
    Document,
    {
      title: t('voucherTitle', { code: v.quote.code, supplier: v.supplier.name }),
      author: v.company,
      language: w.language,
    },
    h(
      Page,
      { size: 'A4', style: s.page },
      h(
        View,
        { style: s.band },
        ...(v.logo ? [h(Image, { style: s.logo, src: { data: v.logo, format: 'png' } })] : []),
        h(Text, { style: s.company }, v.company),
        h(Text, { style: s.muted }, t('voucherHeading')),
      ),
      ...(v.replacesEarlier ? [h(Text, { style: s.banner }, t('voucherNew'))] : []),
      ...(v.services.every(confirmed) ? [] : [h(Text, { style: s.banner }, t('voucherNotConfirmedBanner'))]),
      h(Text, { style: s.title }, `${v.supplier.name}`),
      h(Text, { style: s.muted }, [v.supplier.email, v.supplier.phone].filter(Boolean).join(' · ') || ' '),
      h(
        View,
        { style: { marginVertical: 10 } },
        row(t('voucherBooking'), `${v.quote.code} — ${v.quote.title}`),
        ...(v.lead ? [row(t('voucherLead'), v.lead)] : []),
      ),
      ...v.services.map((x) => serviceBlock(x, w)),
      h(
        View,
        { style: s.emergency },
        h(Text, { style: BOLD }, t('voucherEmergency')),
        // The phone first and large: it is read in a hurry.
        ...emergencyLines(v.emergency, w.language).map((line, i) =>
          h(Text, { key: line, style: i === 0 ? { ...BOLD, fontSize: 12, marginTop: 2 } : undefined }, line),
        ),
      ),
    ),
  );
}

export const renderVoucher = (v: VoucherInput): Promise<Buffer> => renderToBuffer(voucherDocument(v) as never);
