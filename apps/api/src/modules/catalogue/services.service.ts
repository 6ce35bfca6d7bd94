import type { CatalogueService, ServiceSearchQuery } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { SessionUser } from '../auth/sessions.repository';
import { servicesRepository } from './services.repository';

/** The display name: the request's language when the service has it, else English, else any. */
function present(row: Record<string, unknown>, lang = 'en'): CatalogueService {
  const names = (row.name_translations ?? {}) as Record<string, string>;
  return { ...(row as unknown as CatalogueService), name: names[lang] ?? names.en ?? Object.values(names)[0] ?? '', description: (row.description as string | null) ?? undefined };
}

export async function searchServices(database: Database, user: SessionUser, query: ServiceSearchQuery, lang?: string) {
  const { rows, total } = await database.withTenant(user.tenantId, (tx) => servicesRepository.search(tx, user.tenantId, query));
  return { rows: rows.map((r) => present(r, lang)), total };
}

export async function getService(database: Database, user: SessionUser, id: number, lang?: string) {
  const row = await database.withTenant(user.tenantId, (tx) => servicesRepository.get(tx, user.tenantId, id));
  if (!row) throw notFound('This service');
  return present(row, lang);
}
