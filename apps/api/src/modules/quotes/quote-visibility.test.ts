import { ROLES } from '@itinera/domain';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../auth/sessions.repository';
import { visibilityKey, visibleTo } from './quote-visibility';

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
