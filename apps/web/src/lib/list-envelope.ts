/** The list envelope every paged call answers with (docs/domain/api-shapes.md). */
export interface ListEnvelope<T> {
  data: T[];
  meta: { total: number; per_page: number; current_page: number; last_page: number };
  links: { prev: string | null; next: string | null };
}
