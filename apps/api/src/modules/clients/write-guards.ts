import { ROLES } from '@itinera/domain/contracts';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../auth/sessions.repository';

// Shared by the catalogue write modules (clients, contracts, sales manuals, tags, categories).

/** Catalogue writes belong to the tenant's administrators; everyone else reads. */
export function requireAdmin(user: SessionUser): void {
  if (user.roleId !== ROLES.admin) throw new AppError('FORBIDDEN', 'Only an administrator can change the catalogue.');
}

/**
 * A unique index refused the row. The services check first to answer with a precise sentence;
 * this catches the race where two requests pass that check at the same moment.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Runs a write and turns a unique-index refusal into a 409 with the given sentence. */
export async function conflictOnDuplicate<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', message);
    throw error;
  }
}

export const unprocessable = (path: string, message: string, sentence: string) => new AppError('UNPROCESSABLE', sentence, [{ path, message }]);
