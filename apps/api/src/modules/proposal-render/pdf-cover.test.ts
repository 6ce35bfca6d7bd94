import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { extractImages, getDocumentProxy } from 'unpdf';
import { renderProposalPdf } from './pdf';
import { peruProposal } from './proposal.fixtures';

// Decisions 0068 and 0071: the PDF's cover matches the page — the hero picture (the quote's cover, else the
// first day's), the title and the dates — and its days carry their pictures.

const picture = async (colour: string) =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 800, height: 500, channels: 3, background: colour } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

async function pages(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const out: { text: string; images: number }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const items = (await page.getTextContent()).items as { str?: string }[];
    out.push({
      text: items
        .map((i) => i.str ?? '')
        .join(' ')
        .replace(/\s+/g, ' '),
      images: (await extractImages(pdf, n)).length,
    });
  }
  return out;
}

describe("the PDF's cover", () => {
  it('shows the hero picture of the cover slot, the title and the dates on its first page', async () => {
    const p = peruProposal({ images: { cover_page: await picture('#3a7d44') } });
    const [cover] = await pages(await renderProposalPdf(p));
    expect(cover!.images).toBe(1);
    expect(cover!.text).toContain('Peru: Lima, Cusco and Machu Picchu');
    expect(cover!.text).toContain('4 May 2027 – 8 May 2027');
  });

  it("takes the first day's picture when the quote has no cover, and each day shows its picture", async () => {
    const p = peruProposal({ images: {} });
    p.days[0]!.images = [await picture('#a0522d')];
    p.days[1]!.images = [await picture('#6b8e23')];
    p.days[3]!.images = [await picture('#1f4e5f')];
    const bytes = await renderProposalPdf(p);
    expect((await pages(bytes))[0]!.images).toBe(1);
    // Three pictures embedded: day 1's (the cover's too, embedded once), day 2's and day 4's. pdf.js's
    // image extraction fails on Node 20 for the later pages, so the file's image objects are counted.
    const embedded =
      Buffer.from(bytes)
        .toString('latin1')
        .match(/\/Subtype\s*\/Image/g) ?? [];
    expect(embedded).toHaveLength(3);
  });
});
