import { ROLES } from '@itinera/domain';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../identity/session-user';
import { seesRow, visibilityKey } from './quote-visibility';
import { listVisibility, visibleTo } from './visible.repository';

// Remembered lists are shared by users with the same visibilityKey: that is only right when their
// visibleTo conditions are the same SQL with the same values, and wrong when they differ.
describe('visibilityKey', () => {
  const dialect = new PgDialect();
  const users: SessionUser[] = [];
  for (const roleId of [...Object.values(ROLES), 99]) {
    for (const userId of [1, 2])
      for (const clientId of [null, 10, 11])
        users.push({ sessionId: 1, tenantId: 1, roleId, userId, clientId, permissions: [], name: 'U', email: 'u@x' });
  }
  const condition = (u: SessionUser) => JSON.stringify(dialect.sqlToQuery(visibleTo(u)));

  it('names the same rows alike and different rows apart, for every role', () => {
    const byKey = new Map<string, string>();
    for (const user of users) {
      const seen = byKey.get(visibilityKey(user));
      if (seen !== undefined) expect(condition(user)).toBe(seen);
      else byKey.set(visibilityKey(user), condition(user));
    }
    expect(new Set(byKey.values()).size).toBe(byKey.size);
    expect([...byKey.keys()].sort()).toEqual([
      'all',
      'client:10',
      'client:10:user:1',
      'client:10:user:2',
      'client:11',
      'client:11:user:1',
      'client:11:user:2',
      'none',
      'own:1',
      'own:2',
    ]);
  });
});

describe('seesRow and listVisibility', () => {
  const user = (roleId: number, clientId: number | null = null): SessionUser => ({
    sessionId: 1,
    tenantId: 1,
    roleId,
    userId: 7,
    clientId,
    permissions: [],
    name: 'U',
    email: 'u@x',
  });
  type Row = Parameters<typeof seesRow>[1];
  const row = (over: Partial<Row> = {}): Row => ({
    client_id: 10,
    owner_user_id: 1,
    user_id: null,
    itinerary_type_id: 1,
    itinerary_public: 0,
    ...over,
  });

  it('sees a row as visibleTo selects it, role by role', () => {
    for (const roleId of [ROLES.ADMIN, ROLES.OPERATOR]) expect(seesRow(user(roleId), row())).toBe(true);
    expect([
      seesRow(user(ROLES.TRAVEL_AGENT), row()),
      seesRow(user(ROLES.TRAVEL_AGENT), row({ owner_user_id: 7 })),
      seesRow(user(ROLES.TRAVEL_AGENT), row({ user_id: 7 })),
    ]).toEqual([false, true, true]);
    expect([
      seesRow(user(ROLES.CLIENT_ADMIN, 10), row()),
      seesRow(user(ROLES.CLIENT_ADMIN, 11), row()),
      seesRow(user(ROLES.CLIENT_ADMIN, null), row({ client_id: null })),
    ]).toEqual([true, false, false]);
    // A client user: its own, the ones given to it and its client's shared (public) quotes; no other client's.
    const client = user(ROLES.CLIENT, 10);
    expect(
      [
        row(),
        row({ owner_user_id: 7 }),
        row({ user_id: 7 }),
        row({ itinerary_public: 1 }),
        row({ itinerary_public: 1, itinerary_type_id: 3 }),
        row({ client_id: 11, owner_user_id: 7 }),
      ].map((r) => seesRow(client, r)),
    ).toEqual([false, true, true, true, false, false]);
    expect(seesRow(user(99), row())).toBe(false);
  });

  it('widens template lists only, under a key of their own', () => {
    const agent = user(ROLES.TRAVEL_AGENT);
    expect(listVisibility(agent, 1).key).toBe('own:7');
    expect(listVisibility(agent, 3).key).toBe('own:7+public');
    expect(listVisibility(user(ROLES.ADMIN), 3).key).toBe('all');
  });
});
