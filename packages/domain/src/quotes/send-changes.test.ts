import { describe, expect, it } from 'vitest';
import { ROLES } from '../permissions/role-ids';
import { QUOTE_STATUS } from '../statuses/quote-status-machine';
import { sendChangesRefusal } from './send-changes';

// Issue 48: who may send a sold trip's changes to the client, and when.

const ok = { roleIds: [ROLES.OPERATOR], statusId: QUOTE_STATUS.IN_PREPARATION, version: 5, acceptedVersion: 3 };

describe('sendChangesRefusal', () => {
  it.each([
    ['an operator, re-opened', ok],
    ['an administrator, under review', { ...ok, roleIds: [ROLES.ADMIN], statusId: QUOTE_STATUS.UNDER_REVIEW }],
    ['sent again after more changes', { ...ok, statusId: QUOTE_STATUS.SENT }],
  ])('lets %s send', (_, q) => expect(sendChangesRefusal(q)).toBeNull());

  it.each([
    ['a travel agent', { ...ok, roleIds: [ROLES.TRAVEL_AGENT] }, 'FORBIDDEN', "Only the operator's staff"],
    ['a client user', { ...ok, roleIds: [ROLES.CLIENT_ADMIN] }, 'FORBIDDEN', "Only the operator's staff"],
    ['a quote never accepted', { ...ok, acceptedVersion: null }, 'CONFLICT', 'has not accepted'],
    ['a Confirmed quote', { ...ok, statusId: QUOTE_STATUS.CONFIRMED }, 'CONFLICT', 're-open it'],
    ['a Rejected quote', { ...ok, statusId: QUOTE_STATUS.REJECTED }, 'CONFLICT', 'cannot be sent'],
    [
      'the version accepted itself',
      { ...ok, version: 3 },
      'CONFLICT',
      'Nothing changed since the client accepted version 3',
    ],
  ])('refuses %s', (_, q, code, text) => {
    const refusal = sendChangesRefusal(q);
    expect(refusal?.code).toBe(code);
    expect(refusal?.message).toContain(text);
  });
});
