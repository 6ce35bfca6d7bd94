/** "Day 2 · Sacred Valley"; a day the operator left untitled reads "Day 2", not "Day 2 · " (issue 48, docs/decisions/issues.md). */
export function dayHeading(dayLabel: string, title: string | null | undefined): string {
  const t = title?.trim();
  return t ? `${dayLabel} · ${t}` : dayLabel;
}
