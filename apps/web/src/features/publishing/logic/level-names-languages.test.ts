import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { i18n } from '../../../lib/i18n';
import { levelChoices } from './config-form';
import { diffRows } from './diff-rows';
import { levelName } from './engagement';

// Issue 45, docs/decisions/issues.md: the Export tab names a level of the proposal's projection (its diff, the client's
// engagement, the recommended level) by the catalogue's word, as the quotes list does.

afterAll(() => i18n.changeLanguage('en'));

const NAMES: Record<Language, [string, string, string]> = {
  en: ['Comfort', 'Superior', 'Luxury'],
  es: ['Confort', 'Superior', 'Lujo'],
  'pt-BR': ['Conforto', 'Superior', 'Luxo'],
};

describe('a level of the projection in each language', () => {
  for (const language of LANGUAGES) {
    it(`is named by the catalogue in ${language}`, async () => {
      await i18n.changeLanguage(language);
      await i18n.loadNamespaces(['common', 'publishing']);
      expect([1, 2, 3].map(levelName)).toEqual(NAMES[language]);
      expect(
        levelChoices([1, 3], null)
          .map((c) => c.label)
          .slice(1),
      ).toEqual([NAMES[language][0], NAMES[language][2]]);
      const [row] = diffRows({
        days: [],
        services: [{ day: 2, level: 3, name: 'Hotel', change: 'added', before: null, after: null }] as never,
      });
      expect(row!.where).toContain(NAMES[language][2]);
    });
  }
});
