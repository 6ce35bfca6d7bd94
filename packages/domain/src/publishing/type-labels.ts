import type { Language } from '../i18n/languages';
import en from '../i18n/locales/en/common.json';
import es from '../i18n/locales/es/common.json';
import ptBR from '../i18n/locales/pt-BR/common.json';
import { ROOM_TYPES } from '../rooms/room-types';
import { SERVICE_TYPES } from '../services/service-rules';
import { proposalLanguage } from './labels';

// A publication keeps the room and service types as the English names the projection gave them
// (a snapshot is language-free); the page and the PDF say them in the proposal's language, from
// the one catalogue's `common` namespace, so "Single" reads "Individual" in Spanish (issue 48, docs/decisions/issues.md).
const COMMON: Record<Language, { roomType: Record<string, string>; serviceType: Record<string, string> }> = {
  en,
  es,
  'pt-BR': ptBR,
};

function named(
  list: readonly { id: number; name: string }[],
  key: 'roomType' | 'serviceType',
  name: string,
  language: string | null | undefined,
): string {
  const id = list.find((t) => t.name === name)?.id;
  if (id === undefined) return name;
  return COMMON[proposalLanguage(language)][key][String(id)] ?? name;
}

/** 'Twin' → 'Doble de dos camas' in es; a name the list does not know stays as written. */
export const roomTypeLabel = (name: string, language: string | null | undefined) =>
  named(ROOM_TYPES, 'roomType', name, language);

/** 'Excursion' → 'Excursión' in es; a name the list does not know stays as written. */
export const serviceTypeLabel = (name: string, language: string | null | undefined) =>
  named(SERVICE_TYPES, 'serviceType', name, language);
