import { describe, expect, it } from 'vitest';
import { renderProposalPage } from './page';
import { peruProposal } from './proposal.fixtures';

// Decision 0068, pictures: the hero from the cover (eager, fetchpriority=high), each day's and each
// hotel's pictures lazy below it, every picture with its size (no layout shift) and, for library
// pictures, a srcset of the asset's thumbnails; the tenant's logo in the bar.

const opts = { scriptUrl: null, eventsUrl: '', acceptUrl: '', pdfUrl: null };
const lib = (n: number) => `/tenant/assets/thumbnail/0000000${n}-0000-4000-8000-000000000000`;
const imgs = (html: string) => html.match(/<img [^>]*>/g) ?? [];
const attr = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`, 'i').exec(tag)?.[1];

function pictured() {
  const p = peruProposal({ images: { cover_page: lib(1), logo: lib(2) } });
  p.days[0]!.images = [lib(3), lib(4)];
  p.levels[2]!.hotels[2] = { ...p.levels[2]!.hotels[2]!, image: lib(5) };
  return p;
}

describe('the pictures of the proposal page', () => {
  it('draws the hero first, eager and high priority, at its size with the library thumbnails', () => {
    const all = imgs(renderProposalPage(pictured(), opts));
    const hero = all.find((i) => i.includes(lib(1)))!;
    expect(attr(hero, 'fetchpriority')).toBe('high');
    expect(attr(hero, 'loading')).toBeUndefined();
    expect([attr(hero, 'width'), attr(hero, 'height')]).toEqual(['1600', '900']);
    expect(attr(hero, 'srcset')).toContain(`${lib(1)}?size=700X480 700w`);
    expect(attr(hero, 'sizes')).toBeTruthy();
  });

  it('shows the tenant logo at its logo size, named by the sender', () => {
    const logo = imgs(renderProposalPage(pictured(), opts)).find((i) => i.includes(lib(2)))!;
    expect(attr(logo, 'src')).toBe(`${lib(2)}?size=400X160`);
    expect(attr(logo, 'alt')).toBe('Andes Journeys');
    expect(attr(logo, 'height')).toBeTruthy();
  });

  it("shows each hotel's picture with its card, and every picture below the hero lazy and sized", () => {
    const html = renderProposalPage(pictured(), opts);
    const hotel = imgs(html).find((i) => i.includes(lib(5)))!;
    expect(hotel).toBeDefined();
    expect(attr(hotel, 'alt')).toBe('Belmond Monasterio');
    for (const img of imgs(html).filter((i) => !i.includes(lib(1)) && !i.includes(lib(2)))) {
      expect(attr(img, 'loading'), img).toBe('lazy');
      expect(Number(attr(img, 'width')), img).toBeGreaterThan(0);
      expect(Number(attr(img, 'height')), img).toBeGreaterThan(0);
    }
  });
});
