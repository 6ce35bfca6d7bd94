// tsx runs the API with the repository root's tsconfig, which sets no JSX: this pragma picks the automatic runtime.
/** @jsxRuntime automatic */
import { renderToStaticMarkup } from 'react-dom/server';
import { fillLabel, imageAt, proposalLabels, proposalLanguage, type PublicProposal } from '@itinera/domain';
import { pageColors } from './colors';
import { cspHash } from './page';

// The page of a link replaced when a sold trip's changes were sent (decision 0082). The
// client followed an address they were given: it wears the operator's brand (logo, else name, in
// their colours, as the live page), names who to ask, and leads to the newer proposal when its link
// is live — else says the advisor will send it. Nothing of the trip itself is shown.

export interface SupersededPage {
  /** The brand and contact to show: the newer proposal's when there is one, else the replaced one's. */
  from: Pick<PublicProposal, 'sender' | 'images' | 'colors' | 'language'>;
  /** The newer proposal's path on this host (the address the client was sent), null when none is live. */
  newerPath: string | null;
}

function css(p: SupersededPage['from']) {
  const c = pageColors(p.colors);
  return [
    'body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2328;background:#f7f7f7}',
    `.bar{background:${c.navBg};color:${c.navInk};display:flex;align-items:center;padding:.6rem 1rem;min-height:3.25rem}`,
    '.brand{font-weight:700}.brand img{height:2.25rem;width:auto;max-width:10rem;object-fit:contain;display:block}',
    'main{max-width:32rem;margin:10vh auto;padding:0 1.25rem}h1{font-size:1.6rem;line-height:1.25}',
    `h2{font-size:1.1rem;margin-top:2rem}a{color:${c.accent}}`,
    `a.cta{display:inline-block;font-weight:700;padding:.8rem 1.2rem;border-radius:8px;background:${c.accent};color:${c.onAccent};text-decoration:none}`,
    'dl{margin:0}dt{font-weight:700;margin-top:.5rem}dd{margin:0}',
  ].join('');
}

export function renderSupersededPage(page: SupersededPage): { html: string; styleHash: string } {
  const p = page.from;
  const lang = proposalLanguage(p.language);
  const t = proposalLabels(lang);
  const { sender } = p;
  const advisor = sender.ownerName ?? sender.name;
  const style = css(p);
  const body = renderToStaticMarkup(
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <title>{`${t.supersededTitle} · ${sender.name}`}</title>
        <style dangerouslySetInnerHTML={{ __html: style }} />
      </head>
      <body>
        <header className="bar">
          <span className="brand">
            {p.images.logo ? (
              <img src={imageAt(p.images.logo, '400X160')} height={160} alt={sender.name} />
            ) : (
              sender.name
            )}
          </span>
        </header>
        <main>
          <h1>{t.supersededTitle}</h1>
          <p>{t.supersededText}</p>
          {page.newerPath ? (
            <>
              <p>{fillLabel(t.supersededNewer, { sender: advisor })}</p>
              <p>
                <a className="cta" href={page.newerPath}>
                  {t.supersededOpenNewer}
                </a>
              </p>
            </>
          ) : (
            <p>{fillLabel(t.supersededWillSend, { sender: advisor })}</p>
          )}
          <h2>{t.contactUs}</h2>
          <dl>
            {sender.ownerName && (
              <>
                <dt>{t.yourAdvisor}</dt>
                <dd>{sender.ownerName}</dd>
              </>
            )}
            <dd>{sender.name}</dd>
            {sender.email && (
              <>
                <dt>{t.email}</dt>
                <dd>
                  <a href={`mailto:${sender.email}`}>{sender.email}</a>
                </dd>
              </>
            )}
            {sender.phone && (
              <>
                <dt>{t.phone}</dt>
                <dd>
                  <a href={`tel:${sender.phone.replace(/[^\d+]/g, '')}`}>{sender.phone}</a>
                </dd>
              </>
            )}
          </dl>
        </main>
      </body>
    </html>,
  );
  return { html: `<!doctype html>${body}`, styleHash: cspHash(style) };
}
