import { describe, expect, it } from 'vitest';
import { ROLES } from '../permissions/role-ids';
import { PRICES_LOCKED_MESSAGE } from './price-lock';
import { CONFIRMED_LOCK_MESSAGE, PRICES_LOCKED_NOTICE, quoteLock } from './quote-lock';
import { serverMessage } from '../i18n/server-messages';
import { QUOTE_STATUS } from './quote-status-machine';

const ADMIN = [ROLES.ADMIN];
const AGENT = [ROLES.TRAVEL_AGENT];
const quote = (id: number, locked = false, type = 1) => ({
  status: { id },
  prices_locked: locked ? 1 : 0,
  itinerary_type_id: type,
});

describe('the one lock message of a quote', () => {
  it('leaves a quote In Preparation open', () => {
    expect(quoteLock(quote(QUOTE_STATUS.IN_PREPARATION), ADMIN)).toBeNull();
    expect(quoteLock(quote(QUOTE_STATUS.IN_PREPARATION), AGENT)).toBeNull();
  });

  it('locks only the prices of a Sent or Under Review quote, in the words every refusal uses', () => {
    for (const status of [QUOTE_STATUS.SENT, QUOTE_STATUS.UNDER_REVIEW]) {
      const lock = quoteLock(quote(status, true), ADMIN);
      expect(lock).toMatchObject({ scope: 'prices', message: PRICES_LOCKED_NOTICE });
      expect(lock!.message.startsWith(PRICES_LOCKED_MESSAGE)).toBe(true);
    }
  });

  it('locks everything of a Confirmed quote, prices locked or not, and leaves booking open', () => {
    for (const locked of [true, false]) {
      for (const roles of [ADMIN, AGENT]) {
        const lock = quoteLock(quote(QUOTE_STATUS.CONFIRMED, locked), roles);
        expect(lock).toMatchObject({ scope: 'editing', message: CONFIRMED_LOCK_MESSAGE });
      }
    }
    // Decision 0039: the Confirmed message never says services can still be arranged, nor sends it back to edit.
    expect(CONFIRMED_LOCK_MESSAGE).toMatch(/cannot be edited.*booking status/);
    expect(CONFIRMED_LOCK_MESSAGE).not.toMatch(/arranged|Sent or Under Review|In Preparation/);
  });

  it('sends a Rejected quote back to In Preparation', () => {
    expect(
      quoteLock({ ...quote(QUOTE_STATUS.REJECTED, true), status: { id: 3, name: 'Rejected' } }, ADMIN),
    ).toMatchObject({
      scope: 'editing',
      message: 'This quote is Rejected, so it cannot be edited. Move it back to In Preparation to change it.',
    });
  });

  it('finds the way back of a Published template through Unpublished (the status machine)', () => {
    expect(quoteLock(quote(QUOTE_STATUS.PUBLISHED, false, 2), ADMIN)?.message).toBe(
      'This quote is Published, so it cannot be edited. Move it to Unpublished, then back to In Preparation, to change it.',
    );
  });

  it('tells a travel agent that a Sent quote is closed to them until it is back In Preparation', () => {
    expect(quoteLock(quote(QUOTE_STATUS.SENT, true), AGENT)).toMatchObject({
      scope: 'editing',
      message: 'This quote is Sent: travel agents cannot change it until it is back In Preparation.',
    });
  });
});

// Decision 0095: the web says a lock from its sentences' keys in the catalogue's `server` namespace; in
// English they read exactly the domain's message, for every status, role and kind of quote.
describe('the lock sentences', () => {
  it('read word for word the English lock message from the catalogue', () => {
    let seen = 0;
    for (let id = 1; id <= 9; id++)
      for (const type of [1, 2])
        for (const locked of [true, false])
          for (const roles of [ADMIN, AGENT]) {
            const lock = quoteLock(quote(id, locked, type), roles);
            if (!lock) continue;
            seen++;
            const english = lock.sentences.map(({ key, params }) => serverMessage('en', key, params)).join(' ');
            expect(english, `status ${id}, type ${type}`).toBe(lock.message);
          }
    expect(seen).toBeGreaterThan(20);
  });
});
