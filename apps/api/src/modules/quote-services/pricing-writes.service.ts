import { followsAnnouncedMove } from '../quote-core/announced-moves';
import { MARKUP_STAFF_ONLY_MESSAGE, setPaxLevelValues, type PaxLevelSetting } from '@itinera/domain';
import type { MoveServicesBody, PaxPricesBody } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../identity/session-user';
import type { HistoryEntry } from '../quote-core/quote-versions';
import { quotePriceVisibility } from '../quote-core/quote-visibility';
import type { QuoteRef } from '../quote-core/quote-rows.service';
import { passengersRepository } from './passengers.repository';
import { quoteServicesRepository } from './quote-services.repository';
import { checkPassengers, servicesOf, shiftDay } from './service-checks';
import { quotePassengers } from './services-add.service';
import { applyChange, lockForWrite, processAnswer, writeServices } from './quote-write';
import { passengerContext } from './passenger-context';
import { editsFromModel, isPaxPricesModel } from './pax-price-model';
import { paxPricesAnswer } from './prices-presenter';

// The writes of the prices panel and the pax tab: margins and seller type, Upsales and fees per
// passenger and level, the passenger list, moving services by days, and a re-check of prices.

/** POST /tenant/itinerary/prices/{id}: margins (cost-side) and seller type, then a re-price. */
export function savePriceSettings(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  body: { margin_hotel?: number; margin_services?: number; seller_type?: 'seller' | 'reseller' },
) {
  return writeServices(
    database,
    user,
    ref,
    async (tx, row) => {
      const visibility = quotePriceVisibility(user, row.permissions);
      if ((body.margin_hotel !== undefined || body.margin_services !== undefined) && !visibility.canViewCost)
        throw new AppError('FORBIDDEN', 'You do not have permission to change margins.');
      if (body.seller_type !== undefined && !visibility.canViewSale)
        throw new AppError('FORBIDDEN', 'You do not have permission to change prices.');
      const before = await passengersRepository.pricing(tx, user.tenantId, row.id);
      await passengersRepository.saveSettings(tx, user.tenantId, row.id, body);
      const entries: HistoryEntry[] = [];
      for (const field of ['margin_hotel', 'margin_services', 'seller_type'] as const) {
        const from = before?.[field] ?? null;
        if (body[field] !== undefined && body[field] !== from)
          entries.push({ action: 'updated', field, from, to: body[field] });
      }
      return { affected: [], entries };
    },
    { movesPrices: true },
  );
}

/** POST /tenant/itinerary/pax-prices/{id}: cells, rows, columns or all (docs/domain/pricing.md#step-7-upsales-and-fee); negative results refused by the re-price. */
export function savePaxPrices(database: Database, user: SessionUser, ref: QuoteRef, body: PaxPricesBody) {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await lockForWrite(tx, user, ref, { movesPrices: true });
    const visibility = quotePriceVisibility(user, row.permissions);
    if (!visibility.canViewSale) throw new AppError('FORBIDDEN', 'You do not have permission to change prices.');
    // Upsales and fees are the operator's markup, which a client agency never sees (decision 0054).
    if (visibility.canViewMarkup === false) throw new AppError('FORBIDDEN', MARKUP_STAFF_ONLY_MESSAGE);
    const passengers = await quotePassengers(tx, user.tenantId, row);
    const ids = passengers.map((p) => p.id);
    const pricing = await passengersRepository.pricing(tx, user.tenantId, row.id);
    const edits = isPaxPricesModel(body) ? editsFromModel(body, pricing) : body;
    // The client's model sent back unchanged changes nothing: no new version.
    if (!edits.length) return paxPricesAnswer(pricing, passengers, visibility, passengerContext(user, row));
    let settings: PaxLevelSetting[] = pricing?.pax_settings ?? [];
    for (const [i, cell] of edits.entries()) {
      const [pax] =
        cell.pax_id === undefined ? [undefined] : checkPassengers([cell.pax_id], passengers, `body.${i}.pax_id`)!;
      const values = { mkt_percentage: cell.mkt_percentage, fee: cell.fee, total_price: cell.total_price ?? undefined };
      settings = setPaxLevelValues(settings, ids, { pax_id: pax, level: cell.level }, values);
      // A null total_price drops a typed final price: the cell follows Upsales and fee again.
      if (cell.total_price === null)
        settings = settings.map((s) =>
          (pax === undefined || s.pax_id === pax) && (cell.level === undefined || s.level === cell.level)
            ? { ...s, total_price: undefined }
            : s,
        );
    }
    await passengersRepository.saveSettings(tx, user.tenantId, row.id, {
      pax_settings: settings.filter((s) => ids.includes(s.pax_id as number)),
    });
    const { outcome } = await applyChange(tx, user, row, {
      affected: [],
      entries: [{ action: 'updated', field: 'pax_prices', to: edits }],
    });
    // A cell left negative (a final price under the share) was refused by the re-price (reprice.ts).
    return paxPricesAnswer(outcome.pricing, outcome.passengers, visibility, passengerContext(user, row));
  });
}

/** POST /tenant/itinerary/{uuid}/services/move: one batch of services moved by days_to_move. */
export async function moveServices(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  body: MoveServicesBody,
  steps: { cur_step: number; last_step: number; version?: number; changed_only?: boolean },
) {
  const answer = await writeServices(
    database,
    user,
    ref,
    async (tx, row) => {
      // A batch of the original client's start-date move: the PUT before it moved the services already.
      if (await followsAnnouncedMove(tx, user.tenantId, row.id, user.userId, body.days_to_move))
        return { affected: [], entries: [] };
      const rows = await quoteServicesRepository.list(tx, user.tenantId, row.id);
      const targets = servicesOf(rows, body.services);
      const entries: HistoryEntry[] = [];
      const moves: { id: number; day: string }[] = [];
      for (const [i, s] of targets.entries()) {
        const day = shiftDay(s.day, body.days_to_move, `body.services.${i}`);
        if (day === s.day) continue;
        moves.push({ id: s.id, day });
        entries.push({ entity: 'service', entityId: s.id, action: 'moved', field: 'day', from: s.day, to: day });
      }
      // The re-price writes each day with the dates it computes there: one statement, one revision a row.
      return { affected: entries.map((e) => e.entityId!), entries, placed: moves };
    },
    { movesPrices: true, version: steps.version, changedOnly: steps.changed_only },
  );
  return { ...answer, cur_step: steps.cur_step, last_step: steps.last_step };
}

/** PUT /tenant/itinerary/check_prices/{uuid}: re-price from the catalogue; refused while prices are locked. */
export function checkPrices(database: Database, user: SessionUser, ref: QuoteRef) {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await lockForWrite(tx, user, ref, { movesPrices: true });
    const before = new Map((await quoteServicesRepository.list(tx, user.tenantId, row.id)).map((s) => [s.id, s]));
    const { saved, outcome, detail } = await applyChange(
      tx,
      user,
      row,
      { affected: [], entries: [] },
      { detail: true },
    );
    // The services whose cost or price moved are the ones to highlight.
    const affected = outcome.services
      .filter((s) => before.get(s.id)?.cost !== s.cost || before.get(s.id)?.price !== s.price)
      .map((s) => s.id);
    return processAnswer(tx, user, saved, outcome, affected, { detail: detail ?? row });
  });
}
