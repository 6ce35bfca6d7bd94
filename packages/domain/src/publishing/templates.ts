/**
 * The web templates a proposal is published with (original-client.md §5.6: ids 1–4 and their paths). The
 * spec's `oppen` and `open_orange` are colour themes any template can wear.
 */
export const WEB_TEMPLATES = [
  { id: 1, path: 'whitelabel', name: 'White label' },
  { id: 2, path: 'ela', name: 'Ela' },
  { id: 3, path: 'saas', name: 'SaaS' },
  { id: 4, path: 'experience', name: 'Experience' },
] as const;

export type WebTemplateId = (typeof WEB_TEMPLATES)[number]['id'];
export type WebTemplatePath = (typeof WEB_TEMPLATES)[number]['path'];

export const TEMPLATE_PATHS: readonly WebTemplatePath[] = WEB_TEMPLATES.map((t) => t.path);

export const templateById = (id: number) => WEB_TEMPLATES.find((t) => t.id === id) ?? WEB_TEMPLATES[0];

/** Experiences (quote type 4) are always published with the experience template. */
export const templateFor = (quoteTypeId: number, chosen: number): (typeof WEB_TEMPLATES)[number] =>
  quoteTypeId === 4 ? WEB_TEMPLATES[3] : templateById(chosen);

/** Colour settings and the original client's defaults (original-client.md §5.6). */
export const COLOR_TYPES = ['navBgColor', 'mainBgColor', 'mainTextColor'] as const;
export type ColorType = (typeof COLOR_TYPES)[number];
export type ProposalColors = Record<ColorType, string>;

export const COLOR_LABELS: Record<ColorType, string> = {
  navBgColor: 'Navbar background',
  mainBgColor: 'Main background',
  mainTextColor: 'Main text',
};

export const DEFAULT_COLORS: ProposalColors = {
  navBgColor: '#f9f6f0',
  mainBgColor: '#720330',
  mainTextColor: '#810644',
};

/** The spec's named templates, offered as colour themes. */
export const COLOR_THEMES: Record<'oppen' | 'open_orange', ProposalColors> = {
  oppen: { navBgColor: '#ffffff', mainBgColor: '#1f4e5f', mainTextColor: '#1f2933' },
  open_orange: { navBgColor: '#fff7ed', mainBgColor: '#c2410c', mainTextColor: '#431407' },
};

export const IMAGE_SLOTS = ['logo', 'background', 'cover_page', 'contact', 'images_page'] as const;
export type ImageSlot = (typeof IMAGE_SLOTS)[number];
