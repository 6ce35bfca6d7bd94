import { parentPort } from 'node:worker_threads';
import type { PublicProposal } from '@itinera/domain';
import type { PdfAnswer, PdfRequest } from './lib/pdf-thread';
import { renderVoucher, type VoucherInput } from './modules/booking/voucher-document';
import { renderAcceptancePdf } from './modules/proposal-render/acceptance-pdf';
import { drawProposalPdf, type PdfImage } from './modules/proposal-render/pdf';

// The PDF thread (lib/pdf-thread.ts, decision 0123): react-pdf loads here, never in the API thread,
// and renders one request after another as they come (several interleave while one waits on a font
// or an image). A render that throws answers its error; the thread goes on serving the next.

/** A structured clone turns a Buffer into a Uint8Array; react-pdf and pdfkit want a Buffer. */
const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

type ProposalInput = { proposal: PublicProposal; images: [string, PdfImage | null][] };

const image = (i: PdfImage | null): PdfImage | null =>
  i && typeof i !== 'string' ? { data: buffer(i.data), format: i.format } : i;

async function draw({ kind, input }: PdfRequest): Promise<Uint8Array | null> {
  if (kind === 'proposal') {
    const { proposal, images } = input as ProposalInput;
    return drawProposalPdf(proposal, new Map(images.map(([src, i]) => [src, image(i)])));
  }
  if (kind === 'acceptance') return renderAcceptancePdf(input as PublicProposal);
  if (kind === 'voucher') {
    const v = input as VoucherInput;
    return renderVoucher({ ...v, logo: v.logo ? buffer(v.logo) : v.logo });
  }
  throw new Error(`no PDF renderer for "${String(kind)}"`);
}

parentPort!.on('message', ({ id, ...request }: PdfRequest & { id: number }) => {
  draw(request).then(
    (pdf) => {
      // A copy of its own, moved (not copied again) to the API thread: the render's Buffer may share memory.
      const out = pdf && new Uint8Array(pdf);
      parentPort!.postMessage({ id, pdf: out } satisfies PdfAnswer, out ? [out.buffer] : []);
    },
    (e: unknown) =>
      parentPort!.postMessage({ id, error: e instanceof Error ? e.message : String(e) } satisfies PdfAnswer),
  );
});
