// tsx runs the API with the repository root's tsconfig, which sets no JSX: this pragma picks the automatic runtime.
/** @jsxRuntime automatic */
import { renderToStaticMarkup } from 'react-dom/server';
import { proposalLabels, proposalLanguage } from '@itinera/domain';
import { cspHash } from './page';

const CSS =
  'body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2328;background:#f7f7f7}main{max-width:32rem;margin:15vh auto;padding:0 1.25rem}h1{font-size:1.6rem;line-height:1.25}';

/**
 * The friendly page for an unknown, revoked or expired proposal address, in the reader's language; for
 * an address superseded when a sold trip's changes were sent (issue 48, docs/decisions/issues.md), a sentence saying so.
 */
export function renderNotFoundPage(
  acceptLanguage: string | undefined,
  kind: 'not-found' | 'superseded' = 'not-found',
): { html: string; styleHash: string } {
  const lang = proposalLanguage(acceptLanguage?.split(',')[0]);
  const labels = proposalLabels(lang);
  const t =
    kind === 'superseded' ? { notFoundTitle: labels.supersededTitle, notFoundText: labels.supersededText } : labels;
  const body = renderToStaticMarkup(
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{t.notFoundTitle}</title>
        <style dangerouslySetInnerHTML={{ __html: CSS }} />
      </head>
      <body>
        <main>
          <h1>{t.notFoundTitle}</h1>
          <p>{t.notFoundText}</p>
        </main>
      </body>
    </html>,
  );
  return { html: `<!doctype html>${body}`, styleHash: cspHash(CSS) };
}
