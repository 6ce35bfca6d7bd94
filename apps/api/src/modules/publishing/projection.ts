import {
  COMPARABLE_OPTIONS,
  DEFAULT_COLORS,
  DISPLAY_OPTIONS,
  isRole,
  option5Facts as domainOption5Facts,
  ROLES,
  SERVICE_STATUS,
  normaliseDisplayOptions,
  levelsShown,
  pricedLevels,
  projectProposal,
  publishedLanguage,
  templateFor,
  type ProjectionInput,
  type PublicProposal,
} from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { tenantsRepository } from '../../identity/tenants.repository';
import { AppError } from '../../lib/app-error';
import { daysRepository } from '../quote-core/days.repository';
import type { QuoteRef } from '../quote-core/quote-rows.service';
import { type QuoteDetailRow } from '../quote-core/quotes.repository';
import { catalogueContentRepository } from '../quote-services/catalogue-content.repository';
import type { PricingRow } from '../quote-services/passengers.repository';
import { pricedQuote } from '../quote-services/quote-reads';
import { quoteServicesRepository, type ServiceRow } from '../quote-services/quote-services.repository';
import { cleanProposal } from '../proposal-render';
import { groupPricesFor } from '../quote-matrix/group-prices';
import { slotImages, type Option5Facts } from './config';
import type { StoredConfig } from './publishing.repository';
import { visibleQuote } from '../quote-core/quote-access';

// The glue between the quote's rows and the domain's projection: it reads the quote (priced
// first when its prices are stale), its services, written days, places and the level prices of
// its own seller type, and hands named values to projectProposal. Nothing else reaches the page.

export interface QuoteMaterial {
  row: QuoteDetailRow;
  services: ServiceRow[];
  pricing: PricingRow | undefined;
  input: Omit<ProjectionInput, 'code' | 'version' | 'publishedAt' | 'template' | 'colors' | 'options' | 'images'>;
}

type SellerLevel = ProjectionInput['levels'][number] & { pax_prices?: { fee: number; mkt_coin: number }[] };
type SellerLevels = { type: string; prices: SellerLevel[] }[];

const sellerLevels = (pricing: PricingRow | undefined) => {
  const entries = (pricing?.prices ?? []) as unknown as SellerLevels;
  return (entries.find((e) => e.type === (pricing?.seller_type ?? 'seller')) ?? entries[0])?.prices ?? [];
};

/** Images the page can show: web addresses, uploaded files and library pictures, not bare asset ids. */
const shownImage = (ref: string) => /^(https?:\/\/|\/media\/|\/tenant\/assets\/thumbnail\/)/.test(ref);

/** Everything of the quote the projection reads, for this user (404 when the quote is not theirs to see). */
export async function quoteMaterial(
  tx: TenantTx,
  user: SessionUser,
  ref: QuoteRef,
  tenantName: string,
): Promise<QuoteMaterial> {
  const { row: priced, pricing } = await pricedQuote(tx, user, ref);
  const row = await visibleQuote(tx, user, priced.id);
  const services = await quoteServicesRepository.list(tx, user.tenantId, row.id);
  const days = await daysRepository.list(tx, user.tenantId, row.id);
  const places = await catalogueContentRepository.locations(
    [
      ...new Set([
        ...row.location_ids,
        ...services.flatMap((s) => s.location_ids),
        ...days.flatMap((d) => (d.overnight_location_id ? [d.overnight_location_id] : [])),
      ]),
    ],
    tx,
  );
  const place = (id: number | null | undefined) => (id ? (places.get(id)?.location_name ?? null) : null);
  // The quote's language when we have its catalogue, else the tenant's default (issue 45, docs/decisions/issues.md).
  const tenantLanguage = await tenantsRepository.defaultLanguage(tx, user.tenantId);
  return {
    row,
    services,
    pricing,
    input: {
      language: publishedLanguage(row.language_code, tenantLanguage),
      sender: {
        name: tenantName,
        email: row.user_email ?? row.owner_email ?? null,
        phone: null,
        ownerName: row.user_name ?? row.owner_name ?? null,
      },
      quote: {
        title: row.title,
        description: row.description,
        startDate: row.start_date,
        endDate: row.end_date,
        numPax: row.num_pax,
        numDay: row.num_day,
        clientName: row.client_name,
        destinations: row.location_ids.flatMap((id) => (place(id) ? [place(id)!] : [])),
      },
      currency: { code: row.currency_code ?? '', sign: row.currency_sign ?? '' },
      days: days.map((d) => ({
        day: d.start_day,
        title: d.title,
        description: d.description,
        images: d.images.filter(shownImage),
        overnight: place(d.overnight_location_id),
        meals: { breakfast: !!d.meals.breakfast, lunch: !!d.meals.lunch, dinner: !!d.meals.dinner },
      })),
      services: services.map((s) => ({
        id: s.id,
        name: s.name,
        serviceTypeId: s.id_service_type,
        day: s.day,
        order: s.order,
        level: s.level,
        kind: s.optional,
        status: s.status,
        visible: s.visible !== 0,
        location: place(s.location_ids[0]),
        price: s.price,
        numPax: s.passengers.length || row.num_pax,
        image: s.images.find(shownImage) ?? null,
      })),
      levels: sellerLevels(pricing).map((l) => ({
        level: l.level,
        total: l.total,
        room_type_prices: l.room_type_prices ?? [],
        services: l.services,
        child_prices: (l.child_prices ?? []).map((c) => ({ age: c.age, per_person: c.per_person })),
      })),
    },
  };
}

/** The facts option 5 is judged on (original-client.md §5.6). */
export function option5Facts(user: SessionUser, material: QuoteMaterial | null): Option5Facts {
  return domainOption5Facts({
    isAdmin: isRole(user.roleId, ROLES.ADMIN),
    services: material?.services ?? [],
    levels: sellerLevels(material?.pricing),
  });
}

/** Refuses (422, original-client.md §1.5) a quote with no service to show or no priced level among those shown. */
export function assertPublishable(material: QuoteMaterial, stored: StoredConfig): void {
  const offered = material.services.filter((s) => s.status !== SERVICE_STATUS.CANCELED);
  if (!offered.length) {
    const message = 'This quote has no services to publish: add services first.';
    throw new AppError('UNPROCESSABLE', message, undefined, { errors: { data: message, services: {} } });
  }
  const priced = pricedLevels(material.input.levels);
  const shown = levelsShown(stored.options).filter((l) => priced.includes(l));
  if (!shown.length) {
    const services = Object.fromEntries(offered.filter((s) => s.errors.length).map((s) => [String(s.id), s.errors]));
    const message = 'This quote has no priced level among the levels shown: price its services first.';
    throw new AppError('UNPROCESSABLE', message, undefined, { errors: { data: message, services } });
  }
}

/** The proposal (with the configuration's options) and its comparable twin (every option), for one version. */
export async function project(
  tx: TenantTx,
  tenantId: number,
  material: QuoteMaterial,
  stored: StoredConfig,
  meta: { code: string; publishedAt: string },
): Promise<{ proposal: PublicProposal; comparable: PublicProposal }> {
  const template = templateFor(material.row.itinerary_type_id, stored.template_id);
  // Option 14 prices the matrix for the page now: a published page never shows a stale one.
  const groupPrices = normaliseDisplayOptions(stored.options).includes(DISPLAY_OPTIONS.priceByGroupSize)
    ? await groupPricesFor(tx, tenantId, material.row, material.pricing?.seller_type ?? 'seller')
    : undefined;
  const input: ProjectionInput = {
    ...material.input,
    groupPrices,
    code: meta.code,
    version: material.row.version,
    publishedAt: meta.publishedAt,
    template: { id: template.id, path: template.path },
    colors: { ...DEFAULT_COLORS, ...stored.colors },
    options: stored.options,
    images: await slotImages(tx, tenantId, stored),
    sale: { recommendedLevel: stored.sale?.recommended_level ?? null, nextSteps: stored.sale?.next_steps ?? null },
  };
  // Published as cleaned HTML: a description stored before the rule of decision 0053 is cleaned here.
  return {
    proposal: cleanProposal(projectProposal(input)),
    comparable: cleanProposal(projectProposal({ ...input, options: COMPARABLE_OPTIONS })),
  };
}
