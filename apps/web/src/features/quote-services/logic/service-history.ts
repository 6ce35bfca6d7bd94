// How one change of a service reads in its history: "Day: 2 → 3". Values are what the server
// stored (numbers, text, lists, objects); figures a user may not see arrive as null and read "—".

const FIELD_LABELS: Record<string, string> = {
  day: 'Day',
  notes: 'Notes',
  description: 'Description',
  recommendations: 'Recommendations',
  status: 'Status',
  visible: 'Visible to the client',
  optional: 'Kind',
  kind: 'Kind',
  level: 'Level',
  passengers: 'Passengers',
  rooms: 'Rooms',
  room: 'Rooms',
  check_in: 'Check-in',
  check_out: 'Check-out',
  edit_cost_unit: 'Unit cost',
  edit_quantity: 'Quantity',
  edit_percentage_margin: 'Margin %',
  edit_price: 'Price',
  service_supplier: 'Suppliers',
  service_id: 'Service',
};

const ACTION_LABELS: Record<string, string> = {
  added: 'Added',
  updated: 'Changed',
  moved: 'Moved',
  deleted: 'Deleted',
  replaced: 'Replaced',
  duplicated: 'Duplicated',
  imported: 'Imported from the catalogue',
  status: 'Status changed',
  restored: 'Restored',
};

const MAX_TEXT = 80;

/** The field's name as a person says it: known ones by their label, others with spaces for underscores. */
export function fieldLabel(field: string | null): string {
  if (!field) return '';
  return FIELD_LABELS[field] ?? field.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** One stored value as short text. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return value.length
      ? valueText(value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', '))
      : '—';
  return valueText(JSON.stringify(value));
}

/** The catalogue service an entry names ({ code, name, day }): "SVC00031 Private transfer, day 1". */
function serviceRef(value: unknown): string | null {
  if (typeof value === 'number') return `service #${value}`;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { code, name, day } = value as { code?: unknown; name?: unknown; day?: unknown };
  const text = [code, name].filter((v) => typeof v === 'string' && v).join(' ');
  if (!text) return null;
  return valueText(day ? `${text}, day ${String(day)}` : text);
}

/**
 * "Day: 2 → 3"; the service itself added, replaced, deleted or duplicated reads as the action and
 * the services it names ("Replaced: SVC1 Hotel A → SVC2 Hotel B"); an entry without a field is its action.
 */
export function changeText(entry: { action: string; field: string | null; from: unknown; to: unknown }): string {
  if (!entry.field) return actionLabel(entry.action);
  if (entry.field === 'service_id') {
    const [from, to] = [serviceRef(entry.from), serviceRef(entry.to)];
    const named = from && to ? `${from} → ${to}` : (to ?? from);
    return named ? `${actionLabel(entry.action)}: ${named}` : actionLabel(entry.action);
  }
  return `${fieldLabel(entry.field)}: ${valueText(entry.from)} → ${valueText(entry.to)}`;
}
