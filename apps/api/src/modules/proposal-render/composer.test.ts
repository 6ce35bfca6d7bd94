import { describe, expect, it } from 'vitest';
import type { PublicProposal } from '@itinera/domain';
import { renderProposalPage, type ProposalPageOptions } from './page';
import type { ComposerOffer } from './composer';
import { peruProposal } from './proposal.fixtures';

// Decision 0084, "Make the trip yours": the page draws only what the operator offers now (the choices
// answer), each alternative with its picture, escaped; no price in the markup (the script asks the
// pricing call), and nothing at all when nothing is offered.

const base: ProposalPageOptions = {
  scriptUrl: '/proposal/main.js',
  eventsUrl: '/tenant/public/proposals/c0de/events',
  acceptUrl: '/tenant/public/proposals/c0de/accept',
  pdfUrl: null,
};
const offer: ComposerOffer = {
  priceUrl: '/tenant/public/proposals/c0de/price',
  levels: [1, 2, 3],
  stays: [
    {
      stay: '2-4',
      alternatives: [
        { level: 1, names: ['Casa Andina Standard Sacred Valley'] },
        { level: 2, names: ['Tambo del Inka'] },
        { level: 3, names: ['Belmond Rio Sagrado'] },
      ],
    },
  ],
  extras: [{ service_id: 41, name: 'Sacred Valley horseback ride', level: 0 }],
};
/** The fixture with a picture on each level's Sacred Valley lodge. */
const withPictures = (overrides: Partial<PublicProposal> = {}): PublicProposal => {
  const p = peruProposal(overrides);
  return {
    ...p,
    levels: p.levels.map((l) => ({
      ...l,
      hotels: l.hotels.map((h) => (h.day === 2 ? { ...h, image: `/media/lodge-${l.level}.jpg` } : h)),
    })),
  };
};
const composerOf = (html: string) => /<section id="compose"[\s\S]*?<\/section>/.exec(html)?.[0] ?? null;

describe('the choosers of a composed trip', () => {
  it('draws each choosable stay with its alternatives and pictures, and the extras, hidden until the script runs', () => {
    const section = composerOf(renderProposalPage(withPictures(), { ...base, composer: offer }))!;
    expect(section).toMatch(/^<section id="compose"[^>]*hidden=""/);
    expect(section).toContain('data-price-url="/tenant/public/proposals/c0de/price"');
    expect(section).toContain('<legend>Days 2–4</legend>');
    expect(section.match(/<input[^>]*type="radio"[^>]*name="stay-2-4"/g)).toHaveLength(3);
    for (const level of [1, 2, 3]) expect(section).toContain(`src="/media/lodge-${level}.jpg`);
    expect(section).toContain('Belmond Rio Sagrado<span class="tag">Luxury</span>');
    expect(section).toContain('id="extra-41"');
    expect(section).toContain('Sacred Valley horseback ride');
    // No figure in the markup: every price comes from the pricing call.
    expect(section).not.toMatch(/US\$\s?\d/);
    // The accept form says when the choices go with it.
    expect(renderProposalPage(withPictures(), { ...base, composer: offer })).toContain('data-compose-accept=""');
  });

  it('draws only the alternatives at a level the page shows, and no stay left with one', () => {
    // Superior and Luxury shown: the Comfort lodge is not offered; a stay with Comfort and Luxury only has one left.
    const p = peruProposal({ options: [1, 3, 4, 7, 8, 9, 10, 11, 13] });
    const twoLevels: ComposerOffer = {
      ...offer,
      stays: [
        ...offer.stays,
        {
          stay: '4-5',
          alternatives: [
            { level: 1, names: ['Casa Andina Premium Cusco'] },
            { level: 3, names: ['Belmond Monasterio'] },
          ],
        },
      ],
      extras: [...offer.extras, { service_id: 42, name: 'Comfort-only cooking class', level: 1 }],
    };
    const section = composerOf(renderProposalPage(p, { ...base, composer: twoLevels }))!;
    expect(section.match(/<input[^>]*type="radio"[^>]*name="stay-2-4"/g)).toHaveLength(2);
    expect(section).not.toContain('Casa Andina');
    expect(section).not.toContain('stay-4-5');
    expect(section).not.toContain('cooking class');
  });

  it('escapes what the operator typed', () => {
    const hostile: ComposerOffer = {
      ...offer,
      stays: [
        {
          stay: '2-4',
          alternatives: [
            { level: 2, names: ['Tambo <img src=x onerror=alert(1)>'] },
            { level: 3, names: ['Rio "Sagrado" <script>alert(2)</script>'] },
          ],
        },
      ],
      extras: [{ service_id: 41, name: '<b onclick="steal()">Balloon</b>', level: 0 }],
    };
    const section = composerOf(renderProposalPage(peruProposal(), { ...base, composer: hostile }))!;
    expect(section).not.toMatch(/<img src=x|<script>|<b onclick/);
    expect(section).toContain('Tambo &lt;img src=x onerror=alert(1)&gt;');
    expect(section).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(section).toContain('&lt;b onclick=&quot;steal()&quot;&gt;Balloon&lt;/b&gt;');
  });

  it('draws nothing when nothing is offered, the page shows no price, in the preview, or once accepted', () => {
    const none: ComposerOffer = { ...offer, stays: [], extras: [] };
    const cases: Array<[PublicProposal, ProposalPageOptions]> = [
      [peruProposal(), base],
      [peruProposal(), { ...base, composer: null }],
      [peruProposal(), { ...base, composer: none }],
      [peruProposal({ options: [1, 3, 4, 6, 7, 8, 9, 11] }), { ...base, composer: offer }],
      [peruProposal(), { ...base, composer: offer, preview: true }],
      [peruProposal({ accepted: { level: 2, at: '2026-11-21T10:00:00.000Z' } }), { ...base, composer: offer }],
    ];
    for (const [p, opts] of cases) {
      const html = renderProposalPage(p, opts);
      expect(composerOf(html)).toBeNull();
      expect(html).not.toContain('data-compose-accept');
    }
  });
});
