// tsx runs the API with the repository root's tsconfig, which sets no JSX: this pragma picks the automatic runtime.
/** @jsxRuntime automatic */
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { PublicProposal } from '@itinera/domain';
import { pageColors } from './colors';
import { pdfFontFamily } from '../../lib/pdf-font';
import { dateRange, travellers, proposalView } from './view-model';

// The acceptance's PDF (decisions 0068 and 0071): one A4 page the client keeps after "yes" — what was accepted
// (level, total, travellers, dates) and what happens next, as the page's summary says it. Drawn
// on demand from the published proposal and its accept: small, no pictures, nothing stored.

function styles(accent: string, font: string) {
  return StyleSheet.create({
    page: { fontFamily: font, fontSize: 11, lineHeight: 1.5, color: '#1f2328', padding: 48 },
    sender: { fontSize: 11, color: accent, fontWeight: 'bold', marginBottom: 24 },
    h1: { fontSize: 20, fontWeight: 'bold', color: accent, marginBottom: 4 },
    title: { fontSize: 14, marginBottom: 16 },
    h2: { fontSize: 13, fontWeight: 'bold', color: accent, marginTop: 18, marginBottom: 6 },
    row: { flexDirection: 'row', paddingVertical: 3, borderBottomWidth: 1, borderBottomColor: '#e3e3e3' },
    label: { width: 150, fontWeight: 'bold' },
  });
}

/** The acceptance's PDF, or null when the proposal has not been accepted. */
export async function renderAcceptancePdf(p: PublicProposal): Promise<Uint8Array | null> {
  if (!p.accepted) return null;
  const v = proposalView(p);
  const { t } = v;
  const s = styles(pageColors(p.colors).accent, pdfFontFamily());
  const accepted = p.accepted;
  const level = v.levels.find((l) => l.level === accepted.level);
  const rows: [string, string][] = [
    [t.chosenLevel, v.levelName(accepted.level)],
    ...(level?.total != null
      ? [
          [
            t.total,
            `${v.money(level.total)}${level.perPerson !== null ? ` (${v.money(level.perPerson)} ${t.perPerson})` : ''}`,
          ] as [string, string],
        ]
      : []),
    [t.travellers, travellers(v)],
    ...(dateRange(v) ? [[t.travelDates, dateRange(v)] as [string, string]] : []),
  ];
  const contact = [p.sender.ownerName, p.sender.name, p.sender.email, p.sender.phone].filter(Boolean).join(' · ');
  const doc = (
    <Document title={`${t.acceptanceTitle}: ${p.quote.title}`} author={p.sender.name} language={v.lang}>
      <Page size="A4" style={s.page}>
        <Text style={s.sender}>{p.sender.name}</Text>
        <Text style={s.h1}>{t.acceptanceTitle}</Text>
        <Text style={s.title}>{p.quote.title}</Text>
        <Text>{v.fill(t.acceptedOn, { date: v.date(accepted.at), level: v.levelName(accepted.level) })}</Text>
        <Text style={s.h2}>{t.acceptedSummary}</Text>
        {rows.map(([label, value]) => (
          <View key={label} style={s.row}>
            <Text style={s.label}>{label}</Text>
            <Text>{value}</Text>
          </View>
        ))}
        <Text style={s.h2}>{t.nextSteps}</Text>
        <Text>{p.nextSteps ?? v.fill(t.nextStepsDefault, { sender: p.sender.ownerName ?? p.sender.name })}</Text>
        {contact && (
          <>
            <Text style={s.h2}>{t.contactUs}</Text>
            <Text>{contact}</Text>
          </>
        )}
      </Page>
    </Document>
  );
  const buffer = await renderToBuffer(doc);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
