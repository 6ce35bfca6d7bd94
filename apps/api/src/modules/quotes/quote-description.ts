import {
  templateDescription,
  toldInDescription,
  type DescriptionInput,
  type DescriptionService,
} from '@itinera/domain';
import type { QuoteDescriptionBody, QuoteDetail } from '@itinera/domain/contracts';
import type { Config } from '../../config';
import type { Database, TenantTx } from '../../db/client';
import { draftSpeech } from '../quote-core/day-drafts';
import type { QuoteServicesPort } from '../quote-core/services-port';
import type { SessionUser } from '../../identity/session-user';
import { cleanDescription, escapeHtml } from '../../lib/rich-text';
import { statusOf } from '../quote-core/quote-presenter';
import { changedFields } from '../quote-core/quote-versions';
import { quoteReferencesRepository } from './quote-references.repository';
import { assertEditable } from '../quote-core/quote-visibility';
import { lockQuote, quoteDetail, staleVersion, writeVersion, type QuoteRef } from '../quote-core/quote-rows.service';

// The quote's description: edited by hand (PATCH) or generated (docs/domain/quotes.md#description).
// Either way it is a versioned change with its history entry. It is HTML the proposal page shows:
// cleaned like a day's before it is stored (decision 0053).

const MAX_LENGTH = 20_000;
const LLM_TIMEOUT_MS = 20_000;

/** Writes `description` as the next version unless it is already the text; answers the quote. */
async function saveDescription(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  description: string,
  action: string,
  basedOn?: number,
) {
  const clean = cleanDescription(description);
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await lockQuote(tx, user, ref);
    if (basedOn !== undefined && basedOn !== row.version) throw staleVersion(row.version, basedOn);
    assertEditable(user, row.status_id, statusOf(row.status_id).name);
    const changes = changedFields(row, { description: clean }).map((c) => ({ action, ...c }));
    const saved = changes.length ? await writeVersion(tx, user, row, { description: clean }, changes) : row;
    return { data: await quoteDetail(tx, user, saved.id) };
  });
}

/** A create or save body with its description cleaned, when it carries one (decision 0053). */
export function withCleanDescription<T extends { description?: string | undefined }>(body: T): T {
  return body.description === undefined ? body : { ...body, description: cleanDescription(body.description) };
}

export function updateDescription(database: Database, user: SessionUser, uuid: string, body: QuoteDescriptionBody) {
  return saveDescription(database, user, uuid, body.description, 'updated', body.version);
}

export function descriptionInput(
  quote: QuoteDetail,
  services: DescriptionService[] = [],
  language?: string,
): DescriptionInput {
  return {
    services,
    language,
    title: quote.title.value,
    start_date: quote.start_date,
    end_date: quote.end_date,
    num_day: quote.num_day,
    locations: quote.location.map((l) => l.location_name),
    tags: quote.tags.map((t) => t.name),
    client: quote.client.name,
    dateFormat: quote.client.configuration.date_format,
  };
}

/**
 * The quote's services in day order, with the names of their places, as the day-by-day part tells them, and the
 * language it is told in: the drafts' (decision 0097), service names included.
 */
async function describedServices(
  tx: TenantTx,
  tenantId: number,
  quote: { id: number; language_id: number },
  port: QuoteServicesPort,
): Promise<{ services: DescriptionService[]; language: string }> {
  const services = await port.list(tx, tenantId, quote.id);
  const names = await quoteReferencesRepository.placeNames(tx, [...new Set(services.flatMap((s) => s.location_ids))]);
  const { language, serviceName } = await draftSpeech(tx, tenantId, quote.language_id, services);
  const described = services.map((s) => ({
    day: s.day,
    name: serviceName(s),
    serviceTypeId: s.id_service_type,
    places: s.location_ids.flatMap((id) => names.get(id) ?? []),
    optional: s.optional,
    status: s.status,
    visible: s.visible,
  }));
  // The text goes to the client: an LLM endpoint is never told of hidden, canceled or disabled services either.
  return { services: described.filter(toldInDescription), language };
}

type Fetch = typeof fetch;

/**
 * Asks an OpenAI-compatible chat endpoint for the description; undefined on any failure (no
 * endpoint, timeout, HTTP error, unexpected answer), so the caller falls back to the template.
 */
export async function llmDescription(
  config: Pick<Config, 'LLM_URL' | 'LLM_MODEL' | 'LLM_API_KEY'>,
  input: DescriptionInput,
  draft: string,
  fetchImpl: Fetch = fetch,
): Promise<string | undefined> {
  if (!config.LLM_URL) return undefined;
  const url = /\/chat\/completions\/?$/.test(config.LLM_URL)
    ? config.LLM_URL
    : `${config.LLM_URL.replace(/\/$/, '')}/chat/completions`;
  const facts = JSON.stringify({ ...input, dateFormat: undefined });
  try {
    const res = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.LLM_API_KEY ? { authorization: `Bearer ${config.LLM_API_KEY}` } : {}),
      },
      body: JSON.stringify({
        model: config.LLM_MODEL,
        messages: [
          {
            role: 'system',
            content:
              'You write the description of a travel quote for a tour operator: plain text, two to four short paragraphs, no markdown, no invented prices.',
          },
          { role: 'user', content: `Facts of the trip (JSON): ${facts}\n\nA plain draft to improve:\n${draft}` },
        ],
      }),
      signal: AbortSignal.timeout(LLM_TIMEOUT_MS),
    });
    if (!res.ok) return undefined;
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const text = body.choices?.[0]?.message?.content;
    return typeof text === 'string' && text.trim() ? text.trim().slice(0, MAX_LENGTH) : undefined;
  } catch {
    return undefined;
  }
}

/** POST /tenant/itinerary/{id}/generate-description: the endpoint's text when configured, else the template's. */
export async function generateDescription(
  database: Database,
  config: Config,
  user: SessionUser,
  ref: QuoteRef,
  port: QuoteServicesPort,
  fetchImpl: Fetch = fetch,
) {
  const { quote, told } = await database.withTenant(user.tenantId, async (tx) => {
    const row = await lockQuote(tx, user, ref);
    assertEditable(user, row.status_id, statusOf(row.status_id).name);
    return {
      quote: await quoteDetail(tx, user, row.id),
      told: await describedServices(tx, user.tenantId, row, port),
    };
  });
  // The endpoint is called outside any transaction: no row stays locked while it thinks.
  const input = descriptionInput(quote, told.services, told.language);
  const draft = templateDescription(input);
  const text = (await llmDescription(config, input, draft, fetchImpl)) ?? draft;
  // Plain text made from the quote's own words (a title may hold `<b>`): stored as text, not markup.
  return saveDescription(database, user, quote.id, escapeHtml(text), 'generated');
}
