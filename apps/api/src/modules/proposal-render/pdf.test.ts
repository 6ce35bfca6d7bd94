import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { htmlToText, renderProposalPdf } from './pdf';
import { mediaImageResolver } from './pdf-images';
import { peruProposal } from './proposal.fixtures';
import { HOSTILE_DESCRIPTION, hostileParts } from '../../../test/publishing.fixtures';

async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  // Extraction splits and joins words at its own places: compare with the whitespace collapsed.
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

describe("the proposal's PDF", () => {
  it('holds the title, the days and every level with its per-person price', async () => {
    const bytes = await renderProposalPdf(peruProposal());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { text, pages } = await pdfText(bytes);
    expect(text).toContain('Peru: Lima, Cusco and Machu Picchu');
    expect(text).toContain('Day 4 · Machu Picchu');
    expect(text).toContain('Luxury');
    expect(text).toContain('US$ 4,635.50');
    expect(text).toContain('US$ 2,090');
    expect(text).toContain('Belmond Monasterio');
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text.toLowerCase()).not.toContain('cost');
  });

  it('prints a Spanish proposal with its accents, unhyphenated', async () => {
    const proposal = peruProposal({ language: 'es' });
    proposal.days[0]!.description =
      '<p>Traslado privado a Miraflores y caminata al atardecer por el malecón peruano.</p>';
    const { text } = await pdfText(await renderProposalPdf(proposal));
    expect(text).toContain('Día 1');
    expect(text).toContain('Precio por persona');
    expect(text).toContain('Lujo');
    expect(text).toContain('US$ 4.635,50');
    expect(text).toContain('malecón');
    expect(text).not.toMatch(/malec-/);
  });

  it('embeds data: images and, through the media resolver, uploaded webp files', async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a7d44' } })
      .png()
      .toBuffer();
    const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
    const withImages = peruProposal({ images: { images_page: dataUrl } });
    withImages.days[0]!.images = [dataUrl];
    const [plain, pictured] = await Promise.all([renderProposalPdf(peruProposal()), renderProposalPdf(withImages)]);
    expect(pictured.length).toBeGreaterThan(plain.length + 1000);
    // The fixture's /media/ pictures, as the publishing module stores uploads (webp in the assets dir).
    const dir = mkdtempSync(path.join(tmpdir(), 'pdf-media-'));
    const webp = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#a0522d' } })
      .webp()
      .toBuffer();
    for (const name of ['peru-cover.jpg', 'lima-1.jpg', 'machu-1.jpg']) writeFileSync(path.join(dir, name), webp);
    const resolver = mediaImageResolver(dir);
    expect(await resolver('/media/../secret')).toBeNull();
    expect(await resolver('https://example.com/a.jpg')).toBeNull();
    const resolved = await renderProposalPdf(peruProposal(), { resolveImage: resolver });
    expect(resolved.length).toBeGreaterThan(plain.length + 1000);
  });

  // stack.md: ≈ 50–60 ms a page warm on a quiet machine; the guard only catches a pathological slowdown
  // on the shared, loaded CI box (measured 0.3–1 s there).
  it('renders warm, and says how fast', async () => {
    await renderProposalPdf(peruProposal());
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      await renderProposalPdf(peruProposal());
      runs.push(performance.now() - start);
    }
    const best = Math.min(...runs);
    process.stdout.write(
      `proposal PDF warm render: best ${best.toFixed(0)} ms of ${runs.map((r) => r.toFixed(0)).join(', ')}\n`,
    );
    expect(best).toBeLessThan(5000);
  });

  it('prints descriptions stored uncleaned without their scripts, styles or addresses (issue 38)', async () => {
    const proposal = peruProposal();
    proposal.quote.description = HOSTILE_DESCRIPTION;
    proposal.days[0]!.description = HOSTILE_DESCRIPTION;
    const { text } = await pdfText(await renderProposalPdf(proposal));
    expect(hostileParts(text)).toEqual([]);
    expect(text).toContain('Ten days in the Andes & the coast.');
    expect(text).toContain('• Lima');
    expect(text).toContain('our trip page');
  });

  it("lists the meals of each day, in the proposal's language (issue 39)", async () => {
    const proposal = peruProposal();
    proposal.days[0]!.meals = ['dinner'];
    proposal.days[1]!.meals = ['breakfast', 'lunch'];
    const { text } = await pdfText(await renderProposalPdf(proposal));
    expect(text).toContain('Meals: Dinner');
    expect(text).toContain('Meals: Breakfast, Lunch');
    const spanish = peruProposal({ language: 'es' });
    spanish.days[0]!.meals = ['breakfast', 'dinner'];
    expect((await pdfText(await renderProposalPdf(spanish))).text).toContain('Comidas: Desayuno, Cena');
  });

  it('turns sanitised HTML into plain paragraphs', () => {
    expect(htmlToText('<p>One &amp; two</p><ul><li>a</li><li>b</li></ul>')).toBe('One & two\n• a\n• b');
  });
});
