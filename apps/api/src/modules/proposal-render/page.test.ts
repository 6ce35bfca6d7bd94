import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderProposalDocument, renderProposalPage } from './page';
import { peruProposal } from './proposal.fixtures';
import { contrastRatio, pageColors } from './colors';
import { HOSTILE_DESCRIPTION, hostileParts, KEPT_FORMATTING } from '../../../test/publishing.fixtures';

const opts = {
  scriptUrl: '/proposal/assets/main-abc.js',
  eventsUrl: '/tenant/public/proposals/c0de/events',
  acceptUrl: '/tenant/public/proposals/c0de/accept',
  pdfUrl: '/tenant/public/proposals/c0de/pdf',
};

/** The text a reader sees: tags out, entities of the fixture's few characters back. */
const textOf = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('the proposal page', () => {
  it('holds the title, every day and the three levels with their prices', () => {
    const html = renderProposalPage(peruProposal(), opts);
    const text = textOf(html);
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(text).toContain('Peru: Lima, Cusco and Machu Picchu');
    for (const title of ['Arrival in Lima', 'Fly to Cusco, Sacred Valley', 'Pisac and Ollantaytambo', 'Machu Picchu']) {
      expect(text).toContain(title);
    }
    expect(text).toContain('Day 5 · Cusco and departure');
    for (const price of ['US$ 2,090', 'US$ 2,980', 'US$ 4,635.50', 'US$ 6,410', 'US$ 9,270'])
      expect(text).toContain(price);
    for (const level of ['Comfort', 'Superior', 'Luxury']) expect(text).toContain(level);
    expect(text).toContain('Belmond Monasterio');
    // Optionals with their prices (option 13), the contact block (9), the recording notice.
    expect(text).toMatch(/Sacred Valley horseback ride .*US\$ 120/);
    expect(text).toContain('hola@andesjourneys.example');
    expect(text).toContain('Andes Journeys is told when this page is opened');
  });

  it('never prints a cost word', () => {
    const text = textOf(renderProposalPage(peruProposal(), opts)).toLowerCase();
    for (const word of ['cost', 'margin', 'supplier', 'net rate', 'markup', 'commission'])
      expect(text).not.toContain(word);
  });

  it('renders all levels, the level-specific parts marked, the recommended one chosen first', () => {
    // Decision 0068: no level is pre-chosen unless the operator recommends one (chooser.test.ts).
    const html = renderProposalPage(peruProposal({ recommendedLevel: 2 }), opts);
    expect(html).toMatch(/<input[^>]*id="level-2"[^>]*checked=""/);
    expect(html).not.toMatch(/<input[^>]*id="level-1"[^>]*checked=""/);
    for (const level of [1, 2, 3]) expect(html).toContain(`data-level="${level}"`);
    // Without JS the radios switch the levels by CSS.
    expect(html).toContain('body:has(#level-2:checked) :is([data-level="1"],[data-level="3"]){display:none}');
    // The radios belong to the accept form, so a plain POST carries the chosen level.
    const radios = html.match(/<input[^>]*type="radio"[^>]*>/g)!;
    expect(radios).toHaveLength(3);
    for (const radio of radios)
      expect(radio).toMatch(/form="accept-form".*name="level"|name="level".*form="accept-form"/);
    const form = /<form[^>]*>/.exec(html)![0];
    expect(form).toContain('action="/tenant/public/proposals/c0de/accept"');
    expect(form).toContain('method="post"');
  });

  it('loads its script and reports to the events URL', () => {
    const html = renderProposalPage(peruProposal(), opts);
    expect(html).toContain('<script type="module" src="/proposal/assets/main-abc.js">');
    expect(html).toContain('data-events-url="/tenant/public/proposals/c0de/events"');
    expect(html).toContain('href="/tenant/public/proposals/c0de/pdf"');
    const bare = renderProposalPage(peruProposal(), { ...opts, scriptUrl: null, pdfUrl: null });
    expect(bare).not.toContain('<script');
    expect(bare).not.toContain('Download as PDF');
  });

  it('speaks Spanish for a Spanish quote', () => {
    const html = renderProposalPage(peruProposal({ language: 'es' }), opts);
    const text = textOf(html);
    expect(html).toContain('<html lang="es">');
    for (const label of ['Día 1', 'Precio por persona', 'Aceptar esta propuesta', 'Confort', 'Lujo', 'Opcionales']) {
      expect(text).toContain(label);
    }
    expect(text).toContain('US$ 4.635,50');
    expect(text).not.toContain('Price per person');
  });

  it('shows only what the display options allow', () => {
    const html = textOf(renderProposalPage(peruProposal({ options: [4, 8] }), opts));
    expect(html).toContain('Day 1');
    expect(html).not.toContain('US$');
    expect(html).not.toContain('Belmond Monasterio');
    expect(html).not.toContain('hola@andesjourneys.example');
    // One level offered: no chooser, the form carries it.
    const one = renderProposalPage(peruProposal({ options: [4, 8, 10] }), opts);
    expect(one).not.toContain('id="level-');
    expect(one).toContain('<input type="hidden" name="level" value="3"/>');
  });

  it('shows a child’s own price with the room prices, and the prices by group size with option 14', () => {
    const proposal = peruProposal();
    proposal.levels[0]!.children = [{ age: 8, pricePerPerson: 1190 }];
    proposal.levels[0]!.groupSizes = [
      { numPax: 2, pricePerPerson: 2090, singleSupplement: 550 },
      { numPax: 6, pricePerPerson: 1740, singleSupplement: 550 },
    ];
    const without = textOf(renderProposalPage(proposal, opts));
    expect(without).toContain('Child (8) US$ 1,190');
    expect(without).not.toContain('Price per person by group size');
    const html = renderProposalPage({ ...proposal, options: [...proposal.options, 14] }, opts);
    expect(html).toContain('data-section="group-prices"');
    expect(textOf(html)).toContain(
      'Group size Sharing a double Single supplement 2 travellers US$ 2,090 US$ 550 6 travellers US$ 1,740 US$ 550',
    );
  });

  it('renders a publication stored before children and group sizes existed', () => {
    const proposal = peruProposal();
    const old = { ...proposal, levels: proposal.levels.map(({ children: _c, groupSizes: _g, ...l }) => l) };
    expect(textOf(renderProposalPage(old as typeof proposal, opts))).toContain('Comfort');
  });

  it('says when the proposal was accepted instead of asking again', () => {
    const text = textOf(renderProposalPage(peruProposal({ accepted: { level: 3, at: '2026-11-21T10:00:00Z' } }), opts));
    expect(text).toContain('Accepted on 21 Nov 2026 (Luxury)');
    expect(text).not.toContain('Your name');
  });

  it('shows descriptions stored uncleaned as clean HTML, keeping their formatting (issue 38)', () => {
    const proposal = peruProposal();
    proposal.quote.description = HOSTILE_DESCRIPTION;
    proposal.days[0]!.description = HOSTILE_DESCRIPTION;
    const html = renderProposalPage(proposal, opts);
    // The descriptions' blocks (the page's own images and accept form are elsewhere).
    const rich = [...html.matchAll(/<div class="rich">([\s\S]*?)<\/div>/g)].map((m) => m[1]!);
    expect(rich).toHaveLength(proposal.days.length + 1);
    expect(hostileParts(rich.join('\n'))).toEqual([]);
    expect(html).not.toMatch(/http-equiv|evil\.example|tracker\.example|alert\(/);
    for (const kept of KEPT_FORMATTING) expect(rich.filter((r) => r.includes(kept))).toHaveLength(2);
  });

  it('the preview has no script, no reporting and no working accept', () => {
    const html = renderProposalPage(peruProposal(), { ...opts, preview: true });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('data-events-url');
    expect(html).toMatch(/<button type="submit" disabled="">/);
    expect(textOf(html)).toContain('Preview: this is how your client will see the proposal.');
  });

  it('each template looks its own way in the colours of the proposal', () => {
    const css = (path: 'whitelabel' | 'ela' | 'saas' | 'experience') =>
      /<style>([\s\S]*?)<\/style>/.exec(renderProposalPage(peruProposal({ template: { id: 1, path } }), opts))![1]!;
    const all = (['whitelabel', 'ela', 'saas', 'experience'] as const).map(css);
    expect(new Set(all).size).toBe(4);
    for (const sheet of all) expect(sheet).toContain('--accent:#720330');
    expect(all[1]).toContain('Georgia');
  });

  it('its one inline style is allowed by hash', () => {
    const { html, styleHash } = renderProposalDocument(peruProposal(), opts);
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(styleHash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('keeps the chosen colours readable', () => {
    const pale = pageColors({ navBgColor: '#ffff00', mainBgColor: '#ffd1dc', mainTextColor: '#eeeeee' });
    expect(contrastRatio(pale.accent, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(pale.onAccent, pale.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(pale.ink, '#ffffff')).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(pale.navInk, pale.navBg)).toBeGreaterThanOrEqual(4.5);
    // A colour that reads already is used as chosen.
    expect(pageColors({ navBgColor: '#f9f6f0', mainBgColor: '#720330', mainTextColor: '#810644' }).accent).toBe(
      '#720330',
    );
  });
});

describe('the page as the server runs it', () => {
  it('renders under tsx from the repository root (the JSX runtime does not depend on the tsconfig found)', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
    const script = `const { renderProposalPage } = await import('./apps/api/src/modules/proposal-render/index.ts');
      const { peruProposal } = await import('./apps/api/src/modules/proposal-render/proposal.fixtures.ts');
      process.stdout.write((await renderProposalPage(peruProposal(), { scriptUrl: null, eventsUrl: '', acceptUrl: '', pdfUrl: null })).slice(0, 40));`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('<!doctype html><html lang="en"><head><me');
  }, 90_000);
});
