import type { TestContext } from './helper';
import { demoIds } from './quotes.fixtures';
import { catalogueId, inject, quoteWith, type Headers } from './quote-services.fixtures';

// Shared by the publishing test files: a priced quote of the Andean client (a stay per level and a
// tour), publishing it, and the keys a public answer must never carry.

export interface PublishingWorld {
  ids: Awaited<ReturnType<typeof demoIds>>;
  contract: number;
  cat: Record<'tour' | 'comfort' | 'luxury', number>;
}

export async function publishingWorld(ctx: TestContext, admin: Headers): Promise<PublishingWorld> {
  return {
    ids: await demoIds(ctx),
    contract: (await inject(ctx, 'GET', '/tenant/clients/contract/', admin)).json().data[0].id,
    cat: {
      tour: await catalogueId(ctx, admin, 'cusco city tour'),
      comfort: await catalogueId(ctx, admin, 'Casa Andina Standard'),
      luxury: await catalogueId(ctx, admin, 'Monasterio Belmond'),
    },
  };
}

/** A two-pax, four-day quote with a Comfort and a Luxury stay and a city tour, priced. */
/** A two-pax quote: a Comfort and a Luxury stay on nights 1–4 and a tour on day 2, then any `more` services. */
export async function pricedQuote(
  ctx: TestContext,
  headers: Headers,
  w: PublishingWorld,
  title = 'Peru in style',
  more: Record<string, unknown>[] = [],
) {
  const { quote } = await quoteWith(
    ctx,
    headers,
    {
      title,
      client_id: w.ids.andean,
      contract_id: w.contract,
      start_date: '2027-04-01',
      end_date: '2027-04-04',
      num_pax: 2,
    },
    [
      { service_id: w.cat.comfort, day: '1-4', level: 1 },
      { service_id: w.cat.luxury, day: '1-4', level: 3 },
      { service_id: w.cat.tour, day: '2' },
      ...more,
    ],
  );
  return quote;
}

export async function publish(ctx: TestContext, headers: Headers, uuid: string) {
  const res = await inject(ctx, 'POST', `/tenant/itinerary/publish/${uuid}?cur_step=1&last_step=1&lang=1`, headers, {
    id: uuid,
    lang: 1,
  });
  if (res.statusCode !== 200) throw new Error(`publish failed: ${res.statusCode} ${res.body}`);
  return res.json() as {
    message: string;
    code: string;
    url: string;
    itinerary: { status: { id: number }; version: number };
  };
}

/** Every key anywhere in a JSON value that names a cost, margin, supplier or passenger. */
export function forbiddenKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => forbiddenKeys(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(/cost|margin|supplier|passenger|pax_price|fee|mkt/i.test(k) ? [`${path}.${k}`] : []),
    ...forbiddenKeys(v, `${path}.${k}`),
  ]);
}

/**
 * A description carrying what a page must never run or show (decision 0053): a redirect, a
 * tracking image, a fake card form, a script, a javascript: link, a frame, a style and event
 * handlers, among the formatting it must keep (paragraphs, bold, emphasis, a list, a web link).
 */
export const HOSTILE_DESCRIPTION = [
  '<p>Ten days in the <strong>Andes</strong> &amp; the <em>coast</em>.</p>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<img src=https://tracker.example/x.gif>',
  '<form action=https://evil.example><input name=card></form>',
  "<script>alert('pwned')</script>",
  '<p onclick="alert(1)">Read <a href="javascript:alert(2)">this</a> and <a href="https://andes.example/trip" onmouseover="alert(3)">our trip page</a>.</p>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<style>body{display:none}</style>',
  '<ul><li>Lima</li><li>Cusco</li></ul>',
].join('\n');

/** What of HOSTILE_DESCRIPTION may never come back, as markup or as text. */
export function hostileParts(html: string): string[] {
  const found = [
    /<(meta|img|form|input|script|iframe|style)\b/i,
    /\son\w+\s*=/i,
    /javascript:/i,
    /http-equiv/i,
    /evil\.example|tracker\.example/i,
    /alert\(|display:\s*none/i,
  ].flatMap((re) => re.exec(html)?.[0] ?? []);
  return found;
}

/** The formatting of HOSTILE_DESCRIPTION that must survive, as HTML. */
export const KEPT_FORMATTING = [
  '<strong>Andes</strong> &amp; the <em>coast</em>',
  '<ul><li>Lima</li><li>Cusco</li></ul>',
  '<a href="https://andes.example/trip">our trip page</a>',
];
