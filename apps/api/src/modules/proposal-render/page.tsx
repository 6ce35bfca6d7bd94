// tsx runs the API with the repository root's tsconfig, which sets no JSX: this pragma picks the automatic runtime.
/** @jsxRuntime automatic */
import { renderToStaticMarkup } from 'react-dom/server';
import { createHash } from 'node:crypto';
import { imageAt, type PublicProposal } from '@itinera/domain';
import { pageColors } from './colors';
import { pageCss, TEMPLATE_PAPER } from './styles';
import { proposalView, type ProposalView } from './view-model';
import { About, Contact, Cover, Hotels, LevelChooser, Optionals, Prices, Programme } from './sections';
import { GroupPrices } from './group-prices';
import { Accept } from './accept';
import { Changes } from './changes';
import { Composer, composerChoices, type ComposerOffer } from './composer';

export interface ProposalPageOptions {
  /** The built client entry (level switch, reading time, accept); null renders the page without it. */
  scriptUrl: string | null;
  eventsUrl: string;
  acceptUrl: string;
  pdfUrl: string | null;
  /** The workspace's preview: no script, no accept, a banner saying so. */
  preview?: boolean;
  /** Where the accept form posts without JS; the accept URL when not given. */
  formAction?: string;
  /** The acceptance's PDF, linked from the summary once accepted. */
  acceptancePdfUrl?: string | null;
  /** Where the question about a sold trip's changes posts without JS (issue 48, docs/decisions/issues.md); none in the preview. */
  questionAction?: string | null;
  /** Drawn right after the client sent a question: the changes say it was sent. */
  asked?: boolean;
  /** What the client may compose (decisions 0079, 0083 and 0084), as the operator offers it now; none in the preview. */
  composer?: ComposerOffer | null;
}

function Document({ v, opts, css }: { v: ProposalView; opts: ProposalPageOptions; css: string }) {
  const { p, t } = v;
  const preview = opts.preview === true;
  const script = preview ? null : opts.scriptUrl;
  const composer = preview || p.accepted ? null : composerChoices(v, opts.composer);
  return (
    <html lang={v.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <title>{`${p.quote.title} · ${p.sender.name}`}</title>
        <style dangerouslySetInnerHTML={{ __html: css }} />
        {script && <script type="module" src={script} />}
      </head>
      <body
        className={`t-${p.template.path}`}
        data-events-url={preview ? undefined : opts.eventsUrl}
        data-version={p.version}
      >
        <a className="skip" href="#main">
          {t.skipToContent}
        </a>
        {preview && <p className="notice">{t.previewNotice}</p>}
        <header className="bar" id="top">
          <span className="brand">
            {p.images.logo ? (
              // The logo's own size (never cropped); its height is fixed by the bar, so nothing moves.
              <img src={imageAt(p.images.logo, '400X160')} height={160} alt={p.sender.name} />
            ) : (
              p.sender.name
            )}
          </span>
          {opts.pdfUrl && (
            <a className="pdf" href={opts.pdfUrl} data-pdf="" download>
              {t.downloadPdf}
            </a>
          )}
        </header>
        <main id="main" tabIndex={-1}>
          {/* A sold trip's changes open the page (issue 48, docs/decisions/issues.md): read first, then accepted again below. */}
          <Changes v={v} questionAction={preview ? null : (opts.questionAction ?? null)} asked={opts.asked === true} />
          <Cover v={v} />
          <LevelChooser v={v} />
          <About v={v} />
          <Programme v={v} />
          <Hotels v={v} />
          <Prices v={v} />
          <Composer v={v} offer={composer} />
          <GroupPrices v={v} />
          <Optionals v={v} />
          <Contact v={v} />
          <Accept
            v={v}
            action={opts.formAction ?? opts.acceptUrl}
            acceptUrl={opts.acceptUrl}
            preview={preview}
            acceptancePdfUrl={preview ? null : opts.acceptancePdfUrl}
            composing={composer !== null}
          />
        </main>
        <footer>
          <div className="wrap">
            <p>{v.fill(t.recordingNotice, { sender: p.sender.name })}</p>
            {/* The date, not our version number: the client knows a proposal by when it came (decision 0082). */}
            <p>{v.fill(t.publishedOn, { date: v.date(p.publishedAt) })}</p>
          </div>
        </footer>
      </body>
    </html>
  );
}

export interface RenderedPage {
  html: string;
  /** The CSP source for the one inline style ('sha256-…'): the page needs no 'unsafe-inline'. */
  styleHash: string;
}

export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export function renderProposalDocument(p: PublicProposal, opts: ProposalPageOptions): RenderedPage {
  const v = proposalView(p);
  const css = pageCss(
    p.template.path,
    pageColors(p.colors, TEMPLATE_PAPER[p.template.path]),
    v.levels.map((l) => l.level),
  );
  const html = `<!doctype html>${renderToStaticMarkup(<Document v={v} opts={opts} css={css} />)}`;
  return { html, styleHash: cspHash(css) };
}

/** The whole proposal page as an HTML document, complete without JS. */
export function renderProposalPage(p: PublicProposal, opts: ProposalPageOptions): string {
  return renderProposalDocument(p, opts).html;
}
