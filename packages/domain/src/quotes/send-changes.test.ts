import { describe, expect, it } from 'vitest';
import { ROLES } from '../permissions/role-ids';
import { QUOTE_STATUS } from '../statuses/quote-status-machine';
import { roomingList } from '../passengers/rooming';
import { sendChangesRefusal, sendChangesRoomingRefusal } from './send-changes';

// Issue 48, docs/decisions/issues.md: who may send a sold trip's changes to the client, and when.

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

// Issue 48, docs/decisions/issues.md: a changed sale goes to the client (and then the hotels) only when everyone travelling has a room.
describe('sendChangesRoomingRefusal', () => {
  const pax = [
    { id: 1, first_name: 'Ana', last_name: 'Pérez' },
    { id: 2, first_name: 'Luis', last_name: 'Pérez' },
    { id: 3, first_name: 'Sofía', last_name: 'Pérez' },
  ];
  const dbl = [{ id_room_type: 2, qty: 1 }];

  it('lets the changes go when every traveller has a room', () => {
    const rooming = roomingList(dbl, [
      { id: 1, room: 0 },
      { id: 2, room: 0 },
    ]);
    expect(sendChangesRoomingRefusal(pax.slice(0, 2), rooming)).toBeNull();
  });

  it('lets them go before anyone has a room (the default placement prices and books the party)', () => {
    const rooming = roomingList(dbl, [
      { id: 1, room: null },
      { id: 2, room: null },
    ]);
    expect(sendChangesRoomingRefusal(pax.slice(0, 2), rooming)).toBeNull();
  });

  it('refuses, naming her, while the child added after the yes has no room', () => {
    const rooming = roomingList(dbl, [
      { id: 1, room: 0 },
      { id: 2, room: 0 },
      { id: 3, room: null },
    ]);
    const refusal = sendChangesRoomingRefusal(pax, rooming);
    expect(refusal?.code).toBe('CONFLICT');
    expect(refusal?.message).toBe(
      'Sofía Pérez has no room in the rooming list: give every traveller a room on the Passengers tab before sending the changes to the client.',
    );
  });

  it('names every traveller without a room, and one placed in a room the distribution no longer has', () => {
    const rooming = roomingList(dbl, [
      { id: 1, room: 0 },
      { id: 2, room: 4 },
      { id: 3, room: null },
    ]);
    expect(sendChangesRoomingRefusal(pax, rooming)?.message).toMatch(/^Luis Pérez and Sofía Pérez have no room/);
  });

  it('names an unnamed traveller by their place in the list', () => {
    const rooming = roomingList(dbl, [
      { id: 1, room: 0 },
      { id: 2, room: 0 },
      { id: 3, room: null },
    ]);
    const unnamed = [...pax.slice(0, 2), { id: 3, first_name: '', last_name: '' }];
    expect(sendChangesRoomingRefusal(unnamed, rooming)?.message).toMatch(/^Passenger 3 has no room/);
  });
});
