import { describe, expect, it } from 'vitest';
import { renderProposalPage } from './page';
import { peruProposal } from './proposal.fixtures';

// Decision 0068: each day tells its story — its title, the place it sleeps and what is included first,
// then its description, the route when it moves, and its services as readable lines.

const opts = { scriptUrl: null, eventsUrl: '', acceptUrl: '', pdfUrl: null };
/** With option 2: the services listed on their days. */
const withServices = () => {
  const p = peruProposal();
  return { ...p, options: [...p.options, 2 as const] };
};
const dayOf = (html: string, day: number) =>
  new RegExp(`<article class="day"[^>]*data-section="day-${day}"[\\s\\S]*?</article>`).exec(html)![0];
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('a day of the proposal', () => {
  it('says where the travellers sleep and what is included before the description and the services', () => {
    const day = text(dayOf(renderProposalPage(withServices(), opts), 2));
    const at = (s: string) => day.indexOf(s);
    expect(at('Overnight: Sacred Valley')).toBeGreaterThan(at('Fly to Cusco, Sacred Valley'));
    expect(at('Included: Breakfast, Lunch')).toBeGreaterThan(0);
    expect(at('Overnight: Sacred Valley')).toBeLessThan(at('Morning flight to Cusco'));
    expect(at('Morning flight to Cusco')).toBeLessThan(at('Flight Lima – Cusco'));
  });

  it('draws the route of a day that moves, from the night before to the night after', () => {
    const html = dayOf(renderProposalPage(peruProposal(), opts), 2);
    const route = /<ol class="route"[^>]*>[\s\S]*?<\/ol>/.exec(html)![0];
    expect(text(route).trim()).toBe('Route Lima Cusco Urubamba Sacred Valley'.replace('Route ', ''));
    expect(html).toContain('aria-label="Route"');
    // A day in one place has none.
    const p = peruProposal();
    p.days[0]!.services = p.days[0]!.services.map((s) => ({ ...s, location: 'Lima' }));
    p.days[0]!.overnight = 'Lima';
    expect(dayOf(renderProposalPage(p, opts), 1)).not.toContain('class="route"');
  });

  it('lists the services by their readable names, the catalogue codes left out, with what and where', () => {
    const p = withServices();
    p.days[1]!.services[0] = { ...p.days[1]!.services[0]!, name: 'PE-LIM-CUS – Flight Lima – Cusco [LA2041]' };
    const day = dayOf(renderProposalPage(p, opts), 2);
    expect(text(day)).toContain('Flight Lima – Cusco Flight · Cusco');
    expect(day).not.toContain('PE-LIM-CUS');
    expect(day).not.toContain('LA2041');
  });

  it('titles an untitled day "Day 2", with no dangling separator', () => {
    const p = peruProposal();
    p.days[1]!.title = '  ';
    const heading = /<h3 id="day-2-title">([\s\S]*?)<\/h3>/.exec(dayOf(renderProposalPage(p, opts), 2))![1];
    expect(text(heading).trim()).toBe('Day 2');
    expect(
      text(/<h3 id="day-1-title">([\s\S]*?)<\/h3>/.exec(dayOf(renderProposalPage(p, opts), 1))![1]).trim(),
    ).toMatch(/^Day 1 · \S/);
  });

  it('escapes every place and name it shows', () => {
    const p = withServices();
    p.days[1]!.overnight = '<img src=x onerror=alert(1)>';
    p.days[1]!.services[0] = { ...p.days[1]!.services[0]!, location: '<script>x</script>' };
    const day = dayOf(renderProposalPage(p, opts), 2);
    expect(day).not.toContain('<img src=x');
    expect(day).not.toContain('<script>x');
    expect(day).toContain('&lt;script&gt;x');
  });
});
