import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES, WEB_TEMPLATES, DEFAULT_COLORS, COLOR_THEMES } from '@itinera/domain';
import type { SessionUser } from '../../identity/session-user';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schema';

// C13 (original-client.md §4): the web templates, each with a cover picture. The covers are small SVGs drawn
// here from each template's layout idea and colours (no binary files to ship), served publicly:
// an <img> sends no token, and a template's look is no secret.

const COVER_PATH = '/tenant/itineraries/web-templates/cover/';

/** A template's cover picture, on this API. */
export const templateCoverPath = (id: number) => `${COVER_PATH}${id}.svg`;

/**
 * Travel agents are not offered the ela (2) and saas (3) templates (contract C13). `origin` makes
 * the covers absolute: the original client shows them from its own address.
 */
export function webTemplates(user: SessionUser, origin = '') {
  return WEB_TEMPLATES.filter((t) => user.roleId !== ROLES.TRAVEL_AGENT || (t.id !== 2 && t.id !== 3)).map((t) => {
    const cover = `${origin}${templateCoverPath(t.id)}`;
    return { id: t.id, name: t.name, path: t.path, cover, image_cover: cover };
  });
}

const PALETTES: Record<number, { nav: string; main: string; text: string }> = {
  1: { nav: DEFAULT_COLORS.navBgColor, main: DEFAULT_COLORS.mainBgColor, text: DEFAULT_COLORS.mainTextColor },
  2: {
    nav: COLOR_THEMES.open_orange.navBgColor,
    main: COLOR_THEMES.open_orange.mainBgColor,
    text: COLOR_THEMES.open_orange.mainTextColor,
  },
  3: {
    nav: COLOR_THEMES.oppen.navBgColor,
    main: COLOR_THEMES.oppen.mainBgColor,
    text: COLOR_THEMES.oppen.mainTextColor,
  },
  4: { nav: '#f4f1ea', main: '#2f5d3a', text: '#1d2b1f' },
};

/** A 350×240 sketch of the template: its bar, its hero, its day cards in its colours. */
export function coverSvg(id: number): string | null {
  const t = WEB_TEMPLATES.find((w) => w.id === id);
  const c = PALETTES[id];
  if (!t || !c) return null;
  // Each template arranges the same parts differently: one wide column, two columns, a grid, a tall hero.
  const cards =
    id === 2
      ? [0, 1].map(
          (i) =>
            `<rect x="${24 + i * 156}" y="150" width="146" height="64" rx="6" fill="#fff" stroke="${c.main}" stroke-opacity=".3"/>`,
        )
      : id === 3
        ? [0, 1, 2].map(
            (i) =>
              `<rect x="${24 + i * 104}" y="150" width="94" height="64" rx="6" fill="#fff" stroke="${c.main}" stroke-opacity=".3"/>`,
          )
        : [0, 1].map(
            (i) =>
              `<rect x="24" y="${150 + i * 36}" width="302" height="28" rx="6" fill="#fff" stroke="${c.main}" stroke-opacity=".3"/>`,
          );
  const hero = id === 4 ? 110 : 90;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="350" height="240" viewBox="0 0 350 240" role="img" aria-label="${t.name} template">`,
    `<rect width="350" height="240" fill="${c.nav}"/>`,
    `<rect width="350" height="28" fill="${c.nav}" stroke="${c.main}" stroke-opacity=".25"/>`,
    `<circle cx="20" cy="14" r="7" fill="${c.main}"/>`,
    `<rect x="270" y="9" width="60" height="10" rx="5" fill="${c.main}" fill-opacity=".6"/>`,
    `<rect y="28" width="350" height="${hero}" fill="${c.main}"/>`,
    `<text x="24" y="${28 + hero / 2 + 6}" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="700" fill="#fff">${t.name}</text>`,
    ...(id === 4 ? [] : cards),
    `<rect x="24" y="${id === 4 ? 150 : 134}" width="120" height="6" rx="3" fill="${c.text}" fill-opacity=".7"/>`,
    '</svg>',
  ].join('');
}

const coverParams = z.object({ file: z.string().regex(/^[1-4]\.svg$/, 'is not a template cover') });

/** GET /tenant/itineraries/web-templates/cover/{id}.svg (public, cached a day). */
export function webTemplateCoverRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${COVER_PATH}:file`,
    {
      schema: {
        tags: ['publishing'],
        summary: "A web template's cover picture (SVG, no sign-in)",
        params: coverParams,
        produces: ['image/svg+xml'],
        response: { 200: z.string().describe('An SVG picture'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const svg = coverSvg(Number(request.params.file.slice(0, 1)));
      if (!svg) throw new AppError('NOT_FOUND', 'There is no such template cover.');
      return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}
