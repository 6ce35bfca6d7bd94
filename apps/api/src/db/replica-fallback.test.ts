import { describe, expect, it } from 'vitest';
import type { TenantTx } from './client';
import { isUnreachable, replicaOrPrimary } from './replica-fallback';

// Decision 0080: a replica that cannot be reached hands its reads to the primary (the real replica is
// stopped in modules/ops/replica.test.ts; here the rule of when, and for how long).

const tx = {} as TenantTx;
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });

function servers(replicaError?: Error) {
  const calls: string[] = [];
  const replica = async <T>(_tenant: number, fn: (t: TenantTx) => Promise<T>) => {
    calls.push('replica');
    if (replicaError) throw replicaError;
    return fn(tx);
  };
  const primary = async <T>(_tenant: number, fn: (t: TenantTx) => Promise<T>) => {
    calls.push('primary');
    return fn(tx);
  };
  return { calls, replica, primary };
}

describe('reads on a replica, the primary when it is gone', () => {
  it('reads the replica while it answers', async () => {
    const s = servers();
    const read = replicaOrPrimary(s.replica, s.primary);
    expect(await read(1, async () => 'figures')).toBe('figures');
    expect(s.calls).toEqual(['replica']);
  });

  it('answers from the primary when the replica refuses, and leaves the replica alone until the pause ends', async () => {
    let clock = 1_000;
    const s = servers(refused);
    const downs: string[] = [];
    const read = replicaOrPrimary(s.replica, s.primary, {
      retryMs: 10_000,
      now: () => clock,
      onDown: (e) => downs.push(e.message),
    });
    expect(await read(1, async () => 'figures')).toBe('figures');
    expect(s.calls).toEqual(['replica', 'primary']);
    clock += 9_999;
    await read(1, async () => 'again');
    expect(s.calls).toEqual(['replica', 'primary', 'primary']);
    clock += 1;
    await read(1, async () => 'retry');
    expect(s.calls).toEqual(['replica', 'primary', 'primary', 'replica', 'primary']);
    expect(downs).toHaveLength(2);
  });

  it("passes a query's own error on: the primary would fail the same way", async () => {
    const wrong = Object.assign(new Error('column "x" does not exist'), { code: '42703' });
    const s = servers(wrong);
    const read = replicaOrPrimary(s.replica, s.primary);
    await expect(read(1, async () => 'never')).rejects.toBe(wrong);
    expect(s.calls).toEqual(['replica']);
  });

  it('knows a server that is not there from a query that is wrong', () => {
    expect(isUnreachable(refused)).toBe(true);
    expect(isUnreachable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isUnreachable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isUnreachable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isUnreachable('not an error')).toBe(false);
  });
});
