// tsx runs the API with the repository root's tsconfig, which sets no JSX: this pragma picks the automatic runtime.
/** @jsxRuntime automatic */
import { Document, Image, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { mealsLabel, type PublicProposal } from '@itinera/domain';
import { pageColors } from './colors';
import { pdfFontFamily } from '../../lib/pdf-font';
import { dateRange, nights, travellers, type ProposalView, proposalView } from './view-model';
import { dayHeading } from './day-heading';
import { coverSource, keepDataUrls, resolvePdfImages } from './pdf-sources';

// The print variant of the proposal page: cover, the days, hotels and prices of every level offered
// (paper cannot switch levels). Drawn from the same PublicProposal and labels as the page.

/** What the PDF can embed: a data: URL, a file path or the bytes of a PNG or JPEG. */
export type PdfImage = string | { data: Buffer; format: 'png' | 'jpg' };

export interface PdfOptions {
  /**
   * Turns an image address of the proposal into something the PDF can embed, or null to leave it
   * out. By default only data: URLs are kept: a site-relative /media/ address means nothing to a PDF
   * renderer (see mediaImageResolver), and a remote address is not fetched by the server.
   */
  resolveImage?: (src: string) => PdfImage | null | Promise<PdfImage | null>;
}

function styles(accent: string, font: string) {
  return StyleSheet.create({
    page: { fontFamily: font, fontSize: 10, lineHeight: 1.45, color: '#1f2328', padding: 40, paddingBottom: 56 },
    cover: { fontFamily: font, padding: 0, flexDirection: 'column' },
    // The hero fills most of the cover, as on the page; the text below it takes the rest (decisions 0068 and 0071).
    coverImage: { width: '100%', height: 560, objectFit: 'cover' },
    coverText: { padding: 40, paddingTop: 32, flexGrow: 1 },
    coverBand: { height: 14, backgroundColor: accent },
    logo: { height: 40, maxWidth: 180, objectFit: 'contain', marginBottom: 14 },
    sender: { fontSize: 11, color: accent, fontWeight: 'bold', marginBottom: 18 },
    title: { fontSize: 28, fontWeight: 'bold', color: accent, marginBottom: 10, lineHeight: 1.2 },
    fact: { fontSize: 11, marginBottom: 3 },
    h2: { fontSize: 16, fontWeight: 'bold', color: accent, marginBottom: 10, marginTop: 6 },
    h3: { fontSize: 12, fontWeight: 'bold', marginBottom: 4 },
    day: { marginBottom: 14 },
    dayImage: { width: '100%', height: 150, objectFit: 'cover', marginBottom: 6 },
    muted: { color: '#555555', fontSize: 9 },
    row: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
    levels: { flexDirection: 'row', gap: 10 },
    level: { flex: 1, borderWidth: 1, borderColor: '#d0d0d0', borderRadius: 4, padding: 10 },
    price: { fontSize: 16, fontWeight: 'bold', color: accent, marginVertical: 4 },
    footer: {
      position: 'absolute',
      bottom: 24,
      left: 40,
      right: 40,
      fontSize: 8,
      color: '#666666',
      textAlign: 'center',
    },
  });
}

type Styles = ReturnType<typeof styles>;

/** Sanitised HTML → the plain paragraphs a PDF can print. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function Footer({ v, s }: { v: ProposalView; s: Styles }) {
  return (
    <Text
      style={s.footer}
      fixed
      render={({ pageNumber, totalPages }) =>
        `${v.p.quote.title} · ${v.p.sender.name} · ${v.fill(v.t.page, { page: pageNumber, pages: totalPages })}`
      }
    />
  );
}

function Levels({ v, s }: { v: ProposalView; s: Styles }) {
  const showHotels = v.has(3) && v.levels.some((l) => l.hotels.length);
  const showPrices = v.has(10) && v.levels.some((l) => l.perPerson !== null);
  if (!showHotels && !showPrices) return null;
  return (
    <View wrap={false}>
      <Text style={s.h2}>{showPrices ? v.t.prices : v.t.hotels}</Text>
      <View style={s.levels}>
        {v.levels.map((l) => (
          <View key={l.level} style={s.level}>
            <Text style={s.h3}>{v.levelName(l.level)}</Text>
            {showPrices && l.perPerson !== null && (
              <>
                <Text style={s.muted}>{v.t.pricePerPerson}</Text>
                <Text style={s.price}>{v.money(l.perPerson)}</Text>
                {l.total !== null && <Text style={s.muted}>{`${v.t.total}: ${v.money(l.total)}`}</Text>}
                {l.rooms.map((r) => (
                  <View key={r.roomType} style={s.row}>
                    <Text>{v.roomType(r.roomType)}</Text>
                    <Text>{v.money(r.pricePerPerson)}</Text>
                  </View>
                ))}
                {l.children.map((c, i) => (
                  <View key={`child-${i}`} style={s.row}>
                    <Text>{c.age === null ? v.t.childNoAge : v.fill(v.t.child, { age: c.age })}</Text>
                    <Text>{v.money(c.pricePerPerson)}</Text>
                  </View>
                ))}
              </>
            )}
            {v.has(14) && l.groupSizes.length > 0 && (
              <View style={{ marginTop: 8 }}>
                <Text style={{ fontWeight: 'bold' }}>{v.t.groupPrices}</Text>
                {l.groupSizes.map((g) => (
                  <View key={g.numPax} style={s.row}>
                    <Text>{g.numPax === 1 ? v.t.travellerOne : v.fill(v.t.travellersCount, { count: g.numPax })}</Text>
                    <Text>{g.pricePerPerson === null ? '—' : v.money(g.pricePerPerson)}</Text>
                  </View>
                ))}
              </View>
            )}
            {showHotels && l.hotels.length > 0 && (
              <View style={{ marginTop: 8 }}>
                <Text style={{ fontWeight: 'bold' }}>{v.t.hotels}</Text>
                {l.hotels.map((h, i) => (
                  <Text key={i} style={{ marginTop: 3 }}>
                    {h.name}
                    <Text style={s.muted}>{` · ${[h.location, nights(v, h.nights)].filter(Boolean).join(' · ')}`}</Text>
                  </Text>
                ))}
              </View>
            )}
          </View>
        ))}
      </View>
    </View>
  );
}

function ProposalPdf({ v, image }: { v: ProposalView; image: (src: string | undefined) => PdfImage | null }) {
  const { p, t } = v;
  const s = styles(pageColors(p.colors).accent, pdfFontFamily());
  const cover = image(coverSource(p));
  const logo = image(p.images.logo);
  const dates = v.has(1) ? dateRange(v) : '';
  return (
    <Document title={p.quote.title} author={p.sender.name} language={v.lang}>
      <Page size="A4" style={s.cover}>
        {cover ? <Image src={cover} style={s.coverImage} /> : <View style={s.coverBand} />}
        <View style={s.coverText}>
          {logo ? <Image src={logo} style={s.logo} /> : <Text style={s.sender}>{p.sender.name}</Text>}
          <Text style={s.title}>{p.quote.title}</Text>
          {p.quote.clientName && <Text style={s.fact}>{v.fill(t.preparedFor, { name: p.quote.clientName })}</Text>}
          {dates && <Text style={s.fact}>{`${t.travelDates}: ${dates}`}</Text>}
          <Text style={s.fact}>{`${travellers(v)} · ${v.fill(t.daysCount, { count: p.quote.numDays })}`}</Text>
          {p.quote.destinations.length > 0 && (
            <Text style={s.fact}>{`${t.destinations}: ${p.quote.destinations.join(' · ')}`}</Text>
          )}
        </View>
      </Page>
      <Page size="A4" style={s.page}>
        {v.has(11) && p.quote.description && (
          <View style={s.day}>
            <Text style={s.h2}>{t.aboutTrip}</Text>
            <Text>{htmlToText(p.quote.description)}</Text>
          </View>
        )}
        {v.has(4) && p.days.length > 0 && <Text style={s.h2}>{t.programme}</Text>}
        {v.has(4) &&
          p.days.map((day) => {
            const src = image(day.images[0]);
            return (
              <View key={day.day} style={s.day} wrap={false}>
                {src && <Image src={src} style={s.dayImage} />}
                <Text style={s.h3}>{dayHeading(v.fill(t.dayTitle, { day: day.day }), day.title)}</Text>
                {v.has(1) && day.date && <Text style={s.muted}>{v.date(day.date)}</Text>}
                {day.description && <Text>{htmlToText(day.description)}</Text>}
                {day.overnight && <Text style={s.muted}>{`${t.overnight}: ${day.overnight}`}</Text>}
                {day.meals.length > 0 && <Text style={s.muted}>{`${t.meals}: ${mealsLabel(t, day.meals)}`}</Text>}
              </View>
            );
          })}
        <Levels v={v} s={s} />
        {v.has(9) && (
          <View style={{ marginTop: 16 }} wrap={false}>
            <Text style={s.h2}>{t.contactUs}</Text>
            {[p.sender.ownerName, p.sender.name, p.sender.email, p.sender.phone].filter(Boolean).map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </View>
        )}
        <Footer v={v} s={s} />
      </Page>
    </Document>
  );
}

/** The proposal's PDF (A4): the print variant of the page. */
export async function renderProposalPdf(p: PublicProposal, opts: PdfOptions = {}): Promise<Uint8Array> {
  return drawProposalPdf(p, await resolvePdfImages(p, opts.resolveImage ?? keepDataUrls));
}

/** The PDF from images already resolved (resolvePdfImages): what the PDF thread draws (decision 0123). */
export async function drawProposalPdf(
  p: PublicProposal,
  resolved: ReadonlyMap<string, PdfImage | null>,
): Promise<Uint8Array> {
  const image = (src: string | undefined) => (src ? (resolved.get(src) ?? null) : null);
  const buffer = await renderToBuffer(<ProposalPdf v={proposalView(p)} image={image} />);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
