import { afterEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { threadId } from 'node:worker_threads';
import { pdfThreadId, renderInPdfThread, setPdfIdleMs, stopPdfThread } from '../../lib/pdf-thread';
import { renderVoucher, type VoucherInput } from '../booking/voucher-document';
import { renderAcceptancePdf as acceptanceHere } from './acceptance-pdf';
import { renderAcceptancePdf, renderProposalPdf } from './index';
import { renderProposalPdf as proposalHere } from './pdf';
import { peruProposal } from './proposal.fixtures';

// Decision 0123: every react-pdf render runs in one worker thread that ends when idle. The same PDF
// as a render on this thread, byte for byte but react-pdf's creation date (the clock's, not the
// document's) and the file /ID pdfkit hashes from it.
const withoutDate = (bytes: Uint8Array) =>
  Buffer.from(bytes)
    .toString('latin1')
    .replace(/\(D:\d{14}Z\)/g, '')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '');

const until = async (done: () => boolean, ms = 5000) => {
  for (const end = Date.now() + ms; !done() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 20));
  return done();
};

const voucher = (logo: Buffer | null): VoucherInput => ({
  company: 'Andes Trails',
  supplier: { name: 'Belmond Monasterio', email: 'res@monasterio.example', phone: '+51 84 604000' },
  quote: { code: 'Q-12', title: 'Peru: Lima, Cusco and Machu Picchu' },
  lead: 'Ana Torres',
  services: [
    {
      ...{ id: 7, code: 'HTL-CUZ', name: 'Belmond Monasterio', id_service_type: 1, level: 1, day: '3' },
      ...{
        start_date: '2026-05-03',
        end_date: '2026-05-05',
        num_pax: 2,
        passengers: ['Ana Torres', 'Lucía Pérez (CHD 6)'],
      },
      ...{ stay: null, passenger_notes: [{ passenger: 'Ana Torres', dietary: 'vegetarian', medical: null }] },
      ...{ rooms: [{ id_room_type: 2, name: 'Double', qty: 1 }], rooming: [], status: 1 },
      ...{ booking_state: 'confirmed', reference: 'MON-5521', decline_reason: null, last_message: '' },
    },
  ],
  emergency: { company: 'Andes Trails', phone: '+51 1 555 0100', contact: 'Marta Ruiz', email: 'marta@andes.example' },
  language: 'es',
  logo,
});

afterEach(async () => {
  setPdfIdleMs();
  await stopPdfThread();
});

describe('the PDF thread', () => {
  it('draws the same proposal, acceptance and voucher PDFs as a render on the API thread', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a7d44' } })
      .png()
      .toBuffer();
    const jpg = await sharp(png).jpeg().toBuffer();
    const proposal = peruProposal({ images: { images_page: '/media/peru-cover.jpg', logo: 'data:image/png;base64,' } });
    proposal.images.logo = `data:image/png;base64,${png.toString('base64')}`;
    // A resolver as the publishing job's: bytes for /media/, which must cross to the thread intact.
    const resolveImage = async (src: string) =>
      src.startsWith('/media/') ? { data: jpg, format: 'jpg' as const } : src;
    const [thread, here] = [
      await renderProposalPdf(proposal, { resolveImage }),
      await proposalHere(proposal, { resolveImage }),
    ];
    expect(thread.length).toBeGreaterThan(5000);
    expect(withoutDate(thread)).toBe(withoutDate(here));

    const accepted = peruProposal({ accepted: { level: 2, at: '2026-11-21T10:00:00.000Z' } });
    expect(withoutDate((await renderAcceptancePdf(accepted))!)).toBe(withoutDate((await acceptanceHere(accepted))!));
    expect(await renderAcceptancePdf(peruProposal())).toBeNull();

    const input = voucher(png);
    const drawn = await renderInPdfThread({ kind: 'voucher', input });
    expect(withoutDate(drawn!)).toBe(withoutDate(await renderVoucher(input)));
  });

  it('renders off the API thread and ends after its idle time', async () => {
    setPdfIdleMs(300);
    expect(pdfThreadId()).toBeNull();
    const [a, b] = await Promise.all([renderProposalPdf(peruProposal()), renderProposalPdf(peruProposal())]);
    expect(withoutDate(a)).toBe(withoutDate(b));
    const id = pdfThreadId();
    expect(id).toBeTypeOf('number');
    expect(id).not.toBe(threadId);
    // Warm: the next render is served by the same thread.
    await renderProposalPdf(peruProposal({ language: 'es' }));
    expect(pdfThreadId()).toBe(id);
    expect(await until(() => pdfThreadId() === null)).toBe(true);
    // A render after the end starts a new thread.
    await renderProposalPdf(peruProposal());
    expect(pdfThreadId()).not.toBe(id);
  });

  it('answers a failed render with its error and goes on serving', async () => {
    await expect(renderInPdfThread({ kind: 'proposal', input: { proposal: null, images: [] } })).rejects.toThrow();
    const id = pdfThreadId();
    expect(id).toBeTypeOf('number');
    await expect(renderProposalPdf(peruProposal())).resolves.toBeInstanceOf(Uint8Array);
    expect(pdfThreadId()).toBe(id);
  });

  it('answers an error when the thread dies under a render, and starts a new one for the next', async () => {
    const drawing = renderProposalPdf(peruProposal());
    await until(() => pdfThreadId() !== null);
    const id = pdfThreadId();
    const failed = expect(drawing).rejects.toThrow('the PDF renderer was stopped');
    await stopPdfThread();
    await failed;
    await expect(renderProposalPdf(peruProposal())).resolves.toBeInstanceOf(Uint8Array);
    expect(pdfThreadId()).not.toBe(id);
  });
});
