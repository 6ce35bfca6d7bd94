import { AppError } from './app-error';

// Database refusals every write module turns into answers a person can act on.

/**
 * A unique index refused the row. The services check first to answer with a precise sentence;
 * this catches the race where two requests pass that check at the same moment.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  }
  return false;
}

/** Runs a write and turns a unique-index refusal (of that index, when named) into a 409 with the given sentence. */
export async function conflictOnDuplicate<T>(
  write: () => Promise<T>,
  message: string,
  constraint?: string,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw new AppError('CONFLICT', message);
    throw error;
  }
}

export const unprocessable = (path: string, message: string, sentence: string) =>
  new AppError('UNPROCESSABLE', sentence, [{ path, message }]);
