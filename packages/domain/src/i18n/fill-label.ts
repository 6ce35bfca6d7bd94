/** `fillLabel('Day {{day}}', { day: 3 })` → 'Day 3' (the catalogue's i18next form; the older `{day}` too); an unknown name stays as written. */
export function fillLabel(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g, (whole, long?: string, short?: string) => {
    const name = (long ?? short)!;
    return name in values ? String(values[name]) : whole;
  });
}
