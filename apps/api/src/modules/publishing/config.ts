import {
  COLOR_LABELS,
  COLOR_TYPES,
  DEFAULT_COLORS,
  DEFAULT_DISPLAY_OPTIONS,
  IMAGE_SLOTS,
  normaliseDisplayOptions,
  serviceListWithPricesBlocked,
  type ImageSlot,
  type ServiceListFacts,
} from '@itinera/domain';
import type { PublishConfigBody } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { publishingRepository, type ImageRow, type SaleSettings, type StoredConfig } from './publishing.repository';
import { templateCoverPath } from './web-templates';

// The publish configuration in the original client's shapes (original-client.md §5.6): I19's body becomes a
// stored configuration (options normalised, colours by type, image ids by slot); a stored one
// becomes I18's answer. Contents and colours are stored as values, so their ids in the answer
// are derived (the option id; the colour's place): the client only sends them back.

export const MEDIA = '/media/';

export const builtInDefaults = (): StoredConfig => ({
  template_id: 1,
  options: [...DEFAULT_DISPLAY_OPTIONS],
  colors: { ...DEFAULT_COLORS },
  images: {},
});

/** What decides whether option 5 may be chosen (original-client.md §5.6): the domain's facts (option5-facts.ts). */
export type Option5Facts = ServiceListFacts;

/**
 * The sale settings of decisions 0068 and 0071: a field the body leaves out keeps its stored value, since the
 * original client never sends them and must not wipe what the new screens set; null clears one.
 */
export function saleFromBody(body: PublishConfigBody, previous: SaleSettings = {}): SaleSettings {
  const { recommended_level: level, next_steps: steps, choosable_stays: stays, optional_extras: extras } = body.config;
  return {
    recommended_level: level === undefined ? (previous.recommended_level ?? null) : level,
    next_steps: steps === undefined ? (previous.next_steps ?? null) : steps || null,
    choosable_stays: stays === undefined ? (previous.choosable_stays ?? []) : [...new Set(stays)],
    optional_extras: extras ?? previous.optional_extras ?? false,
  };
}

/** I19's body as a stored configuration; option 5 refused (422) when its rule says so, unknown images too. */
export async function configFromBody(
  tx: TenantTx,
  tenantId: number,
  body: PublishConfigBody,
  facts: Option5Facts,
  previous?: SaleSettings,
): Promise<StoredConfig> {
  const options = normaliseDisplayOptions(body.config.contents.filter((c) => c.status !== -1).map((c) => c.id_content));
  const refusal = options.includes(5) ? serviceListWithPricesBlocked(facts) : null;
  if (refusal) throw new AppError('UNPROCESSABLE', refusal, [{ path: 'body.config.contents', message: refusal }]);
  const colors: Record<string, string> = { ...DEFAULT_COLORS };
  for (const c of body.config.colors) colors[c.type] = c.value;
  const images: Record<string, number[]> = {};
  for (const group of body.images) images[group.type] = [...new Set(group.images ?? [])];
  const ids = [...new Set(Object.values(images).flat())];
  const found = await publishingRepository.images(tx, tenantId, ids);
  if (found.length !== ids.length) {
    const message = 'An image of this configuration was not found: upload it again.';
    throw new AppError('UNPROCESSABLE', message, [{ path: 'body.images', message }]);
  }
  return { template_id: body.config.id_template, options, colors, images, sale: saleFromBody(body, previous) };
}

/** A slot's file: an upload's name under /media/, or a library picture's thumbnail address as it is (decision 0063). */
const fileUrl = (file: string) => (file.startsWith('/') ? file : `${MEDIA}${file}`);

export const thumbnail = (i: ImageRow) => ({
  id: i.id,
  thumbnail_350X240: fileUrl(i.small),
  thumbnail_1200X725: fileUrl(i.large),
  name: i.name,
});

/**
 * A slot's `images_full`: its pictures; a slot with none shows the template's cover, since the
 * original client's export view reads `images_full[0]` of every slot. The one place a slot's
 * pictures are listed: the asset library will feed its thumbnails here.
 */
export function slotImagesFull(pictures: ImageRow[], templateId: number, origin: string) {
  if (pictures.length) return pictures.map(thumbnail);
  const cover = `${origin}${templateCoverPath(templateId)}`;
  return [{ id: null, thumbnail_350X240: cover, thumbnail_1200X725: cover, name: 'Template cover' }];
}

/** The configuration in I18's shape (without `code`); `origin` makes fallback pictures absolute. */
export async function configAnswer(
  tx: TenantTx,
  tenantId: number,
  stored: StoredConfig,
  id: number | null,
  origin = '',
) {
  const rows = await publishingRepository.images(tx, tenantId, Object.values(stored.images).flat());
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    config: {
      id,
      id_template: stored.template_id,
      contents: stored.options.map((o) => ({ id: o, id_content: o })),
      colors: COLOR_TYPES.map((type, i) => ({
        id: i + 1,
        value: stored.colors[type] ?? DEFAULT_COLORS[type],
        type,
        label: COLOR_LABELS[type],
      })),
      recommended_level: stored.sale?.recommended_level ?? null,
      next_steps: stored.sale?.next_steps ?? null,
      choosable_stays: stored.sale?.choosable_stays ?? [],
      optional_extras: stored.sale?.optional_extras ?? false,
    },
    images: IMAGE_SLOTS.map((type, i) => ({
      type,
      id: i + 1,
      images_full: slotImagesFull(
        (stored.images[type] ?? []).flatMap((imageId) => byId.get(imageId) ?? []),
        stored.template_id,
        origin,
      ),
    })),
  };
}

/** The first picture of each slot, as the page shows it (the large thumbnail). */
export async function slotImages(
  tx: TenantTx,
  tenantId: number,
  stored: StoredConfig,
): Promise<Partial<Record<ImageSlot, string>>> {
  const firsts = IMAGE_SLOTS.flatMap((slot) =>
    stored.images[slot]?.[0] ? [[slot, stored.images[slot][0]] as const] : [],
  );
  const rows = await publishingRepository.images(
    tx,
    tenantId,
    firsts.map(([, id]) => id),
  );
  const out: Partial<Record<ImageSlot, string>> = {};
  for (const [slot, id] of firsts) {
    const row = rows.find((r) => r.id === id);
    if (row) out[slot] = fileUrl(row.large);
  }
  return out;
}
