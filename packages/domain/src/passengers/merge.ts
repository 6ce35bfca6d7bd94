import {
  PASSENGER_FIELD_NAMES,
  passengerFieldShapes,
  passengerFieldsSchema,
  type PassengerFieldName,
  type PassengerFields,
} from '../contracts/passenger-fields.contract';
import { ageAtTravel, paxTypeOfAge } from './age';
import { passengerLabel } from './checks';

// A save of passengers (P2) applied to the stored list, checked before anything is written: each
// item's fields against the one schema, then the whole passenger it makes. Every problem is kept
// against the item's index and field, as the original client reads them (original-client.md §1.5).

export type PassengerRecord = PassengerFields & { id: number };
/** A passenger of the list to write: stored ones keep their id, new ones have none. */
export type PassengerDraft = PassengerFields & { id?: number };

export interface SaveItem {
  id?: number;
  status: 1 | -1;
  /** The item takes a stored passenger's place (its id) but none of its fields (sheet-places.ts). */
  fresh?: boolean;
  [key: string]: unknown;
}

export interface MergeOptions {
  /** upsert: ids update, no id adds, status -1 deletes, the rest stay (the original client's `data`); replace: the items are the list. */
  mode: 'upsert' | 'replace';
  /** Rooms of the quote's distribution for a party of `count` (a default distribution follows the count): a room index must be below it. */
  roomCount: (count: number) => number;
  startDate: string | null;
  today: string;
}

export interface MergeResult {
  list: PassengerDraft[];
  /** Per item sent (by index), field → message; empty when everything is right. */
  errors: Map<number, Partial<Record<PassengerFieldName | 'id', string>>>;
  /** Per item sent, the passenger's name as the messages use it. */
  labels: string[];
}

export const emptyPassenger = (): PassengerFields => ({
  first_name: '',
  last_name: '',
  email: null,
  phone: null,
  gender: null,
  birthdate: null,
  nationality: null,
  passport_number: null,
  passport_expiration: null,
  note: '',
  dietary_notes: '',
  medical_notes: '',
  emergency_name: null,
  emergency_last_name: null,
  emergency_phone: null,
  type: 'adult',
  age: null,
  lead: false,
  room: null,
});

const fieldOf = (path: readonly PropertyKey[]): PassengerFieldName | null => {
  const key = String(path[0] ?? '');
  return (PASSENGER_FIELD_NAMES as string[]).includes(key) ? (key as PassengerFieldName) : null;
};

export function mergePassengerSave(
  current: readonly PassengerRecord[],
  items: readonly SaveItem[],
  options: MergeOptions,
): MergeResult {
  const errors: MergeResult['errors'] = new Map();
  const fail = (i: number, field: PassengerFieldName | 'id', message: string) => {
    const e = errors.get(i) ?? {};
    e[field] ??= message;
    errors.set(i, e);
  };
  const byId = new Map(current.map((p) => [p.id, p]));
  const updated = new Map<number, PassengerDraft>();
  const deleted = new Set<number>();
  const added: PassengerDraft[] = [];
  const ordered: PassengerDraft[] = [];
  let leadSetBy: PassengerDraft | undefined;
  const labels: string[] = [];
  const drafts = new Map<number, PassengerDraft>();

  items.forEach((item, i) => {
    const stored = item.id === undefined ? undefined : byId.get(item.id);
    labels[i] = passengerLabel(
      {
        first_name: typeof item.first_name === 'string' ? item.first_name : (stored?.first_name ?? ''),
        last_name: typeof item.last_name === 'string' ? item.last_name : (stored?.last_name ?? ''),
      },
      i,
    );
    if (item.id !== undefined && !stored) return fail(i, 'id', 'This passenger is not on this quote.');
    if (item.status === -1) {
      if (stored) deleted.add(stored.id);
      return;
    }
    // Field by field, so that one wrong field does not hide the others (nor a missing first name).
    const given: Partial<PassengerFields> = {};
    for (const key of PASSENGER_FIELD_NAMES) {
      if (item[key] === undefined) continue;
      const r = passengerFieldShapes[key].safeParse(item[key]);
      if (r.success) Object.assign(given, { [key]: r.data });
      else fail(i, key, r.error.issues[0]!.message);
    }
    const base = stored && item.fresh !== true ? stored : emptyPassenger();
    const merged: PassengerDraft = { ...base, ...given, ...(stored ? { id: stored.id } : {}) };
    if (base !== stored && given.type === undefined) {
      const age = ageAtTravel(merged, options.startDate, options.today);
      if (age !== null) merged.type = paxTypeOfAge(age);
    }
    const whole = passengerFieldsSchema.safeParse(merged);
    if (!whole.success)
      for (const issue of whole.error.issues) {
        const field = fieldOf(issue.path);
        if (field) fail(i, field, issue.message);
      }
    drafts.set(i, merged);
    if (given.lead === true) leadSetBy = merged;
    if (stored) updated.set(stored.id, merged);
    else added.push(merged);
    ordered.push(merged);
  });

  const list =
    options.mode === 'replace'
      ? ordered
      : [...current.filter((p) => !deleted.has(p.id)).map((p) => updated.get(p.id) ?? { ...p }), ...added];
  const rooms = options.roomCount(list.length);
  for (const [i, p] of drafts)
    if (p.room !== null && p.room >= rooms)
      fail(i, 'room', `Room ${p.room + 1} does not exist: the quote has ${rooms} room${rooms === 1 ? '' : 's'}.`);
  // One lead passenger: the one this save names, else the first one marked, else the first.
  const lead = leadSetBy ?? list.find((p) => p.lead) ?? list[0];
  for (const p of list) p.lead = p === lead;
  return { list, errors, labels };
}

/** The headline of a refused save: the first problem, naming its passenger. */
export function mergeErrorMessage({ errors, labels }: Pick<MergeResult, 'errors' | 'labels'>): string {
  const [index, fields] = [...errors][0]!;
  const who = labels[index] ?? `Passenger ${index + 1}`;
  const first = Object.values(fields)[0];
  const more = [...errors.values()].reduce((n, f) => n + Object.keys(f).length, 0) - 1;
  return `${who}: ${first}${more > 0 ? ` ${more} more field${more === 1 ? '' : 's'} to correct.` : ''} Nothing was saved.`;
}
