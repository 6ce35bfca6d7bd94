// The service editor's tabs and their deep-link names (docs/domain/spec-sections.md#spec-02-section-2): info (0), room types (1),
// pricing (2), pax assign (3), reached by /quote/services?itinerary=ID&service=ID&tab=NAME.

export const EDITOR_TABS = [
  { value: 'info', label: 'Info' },
  { value: 'room_types', label: 'Room types' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'pax_assign', label: 'Pax assign' },
] as const;

export type EditorTab = (typeof EDITOR_TABS)[number]['value'];

/** The tab of the address: its name or its index; anything else opens Info. */
export function editorTabOf(param: string | null): EditorTab {
  const byName = EDITOR_TABS.find((t) => t.value === param);
  if (byName) return byName.value;
  const index = param !== null && /^\d$/.test(param) ? EDITOR_TABS[Number(param)] : undefined;
  return index?.value ?? 'info';
}

/** The service the address asks for, when it is a number. */
export function editorServiceOf(param: string | null): number | null {
  return param !== null && /^\d+$/.test(param) ? Number(param) : null;
}
