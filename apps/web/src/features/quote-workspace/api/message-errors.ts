// The update answer's `messages` (docs/domain/api-shapes.md#save-messages): when the first message carries errors the save
// is rejected with them. Their shape is not specified, so every plausible one is read: a sentence,
// a list of sentences, or sentences keyed by field.

const texts = (value: unknown): string[] => {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
};

/** The error sentences of the first message, or none. */
export function messageErrors(messages: readonly unknown[] | undefined): string[] {
  const first = messages?.[0];
  if (!first || typeof first !== 'object') return [];
  return texts((first as { errors?: unknown }).errors);
}
