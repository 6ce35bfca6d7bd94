import { ROLES } from '@itinera/domain';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../auth/sessions.repository';
import { listVisibility, seesRow, visibilityKey, visibleTo } from './quote-visibility';

// Remembered lists are shared by users with the same visibilityKey: that is only right when their
// visibleTo conditions are the same SQL with the same values, and wrong when they differ.
describe('visibilityKey', () => {
  const dialect = new PgDialect();
  const users: SessionUser[] = [];
  for (const roleId of [...Object.values(ROLES), 99]) {
    for (const userId of [1, 2]) for (const clientId of [null, 10, 11]) users.push({ sessionId: 1, tenantId: 1, roleId, userId, clientId, permissions: [], name: 'U', email: 'u@x' });
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
    expect([...byKey.keys()].sort()).toEqual(['all', 'client:10', 'client:11', 'none', 'own:1', 'own:2']);
  });
});

describe('seesRow and listVisibility', () => {
  const user = (roleId: number, clientId: number | null = null): SessionUser => ({ sessionId: 1, tenantId: 1, roleId, userId: 7, clientId, permissions: [], name: 'U', email: 'u@x' });
  const row = (over: Partial<{ client_id: number | null; owner_user_id: number | null; user_id: number | null }> = {}) => ({ client_id: 10, owner_user_id: 1, user_id: null, ...over });

  it('sees a row as visibleTo selects it, role by role', () => {
    for (const roleId of [ROLES.ADMIN, ROLES.OPERATOR]) expect(seesRow(user(roleId), row())).toBe(true);
    expect([seesRow(user(ROLES.TRAVEL_AGENT), row()), seesRow(user(ROLES.TRAVEL_AGENT), row({ owner_user_id: 7 })), seesRow(user(ROLES.TRAVEL_AGENT), row({ user_id: 7 }))]).toEqual([false, true, true]);
    for (const roleId of [ROLES.CLIENT_ADMIN, ROLES.CLIENT]) {
      expect([seesRow(user(roleId, 10), row()), seesRow(user(roleId, 11), row()), seesRow(user(roleId, null), row({ client_id: null }))]).toEqual([true, false, false]);
    }
    expect(seesRow(user(99), row())).toBe(false);
  });

  it('widens template lists only, under a key of their own', () => {
    const agent = user(ROLES.TRAVEL_AGENT);
    expect(listVisibility(agent, 1).key).toBe('own:7');
    expect(listVisibility(agent, 3).key).toBe('own:7+public');
    expect(listVisibility(user(ROLES.ADMIN), 3).key).toBe('all');
  });
});
