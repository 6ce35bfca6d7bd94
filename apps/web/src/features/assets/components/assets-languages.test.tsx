import { describe, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { ImagePickerModal } from '../../../components/image-picker/image-picker-modal';
import { ImageRefsField } from '../../../components/image-picker/image-refs-field';
import { i18n } from '../../../lib/i18n';
import { cleanUpAfterLanguageTests, expectWords, page, showScreen } from '../../../lib/language-screen.fixture';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { AssetDrawer } from './asset-drawer';
import { AssetsSection } from './assets-section';
import { DestinationsSection } from './destinations-section';

// Issue 45, docs/decisions/issues.md: Configuration › Pictures and Destinations, a picture's drawer, the image picker and the
// pictures field of the day and service editors in each language, with no key and no English left
// of what the catalogue translates.

cleanUpAfterLanguageTests();

const ASSET = {
  id: 3,
  name: 'Machu Picchu',
  path: '/PE',
  thumbnail_350X240: '/a/3-350.webp',
  thumbnail_1200X725: '/a/3-1200.webp',
  ref: 'asset:3',
  key: 'k3',
  category: 1,
  alt: '',
  credit: '',
  tags: [],
  country: '',
  city: '',
  format: 'webp',
  width: 1600,
  height: 1000,
  bytes: 1_572_864,
  created_at: '2026-03-05T10:00:00Z',
  created_by: { id: 1, name: 'Ana Admin' },
  editable: true,
};

const answer = (path: string) => {
  if (path === '/tenant/assets') return { ...page([ASSET]), meta: { ...page([]).meta, total: 1 } };
  if (path === '/tenant/assets/folders') return { data: [{ path: '/PE', count: 1 }] };
  if (path === '/tenant/assets/3')
    return { data: { ...ASSET, usages: [{ kind: 'location', id: 1, label: 'Perú', link: null }] } };
  if (path === '/tenant/location/countries')
    return page([
      { id: 1, location_name: 'Perú', location_code: 'PE' },
      { id: 2, location_name: 'Chile', location_code: 'CL' },
    ]);
  if (path === '/tenant/location-photos') return { data: [{ location_code: 'PE', image: 'asset:3' }] };
  return undefined;
};

const WORDS: Record<Language, { section: string[]; drawer: string[]; picker: string[] }> = {
  en: {
    section: ['Drop pictures here, or click to choose', 'Newest first', 'Location', 'No picture', 'Change'],
    drawer: ['Alt text', 'Where it is used', 'Destination', '1.5 MB · added Mar 05, 2026 by Ana Admin'],
    picker: ['Choose pictures', 'or choose from the library', 'Click a picture to choose it', 'No pictures yet.'],
  },
  es: {
    section: ['Suelte fotos aquí o haga clic para elegir', 'Más recientes primero', 'Lugar', 'Sin foto', 'Cambiar'],
    drawer: ['Texto alternativo', 'Dónde se usa', 'Destino', '1,5 MB · agregada el mar 05, 2026 por Ana Admin'],
    picker: ['Elegir fotos', 'o elija de la biblioteca', 'Haga clic en una foto para elegirla', 'Aún no hay fotos.'],
  },
  'pt-BR': {
    section: ['Solte fotos aqui ou clique para escolher', 'Mais recentes primeiro', 'Local', 'Sem foto', 'Alterar'],
    drawer: ['Texto alternativo', 'Onde é usada', 'Destino', '1,5 MB · adicionada em mar 05, 2026 por Ana Admin'],
    picker: ['Escolher fotos', 'ou escolha na biblioteca', 'Clique numa foto para escolhê-la', 'Ainda não há fotos.'],
  },
};

describe('the pictures screens in each language', () => {
  for (const language of LANGUAGES) {
    it(`Pictures, Destinations, a picture's drawer and the image picker read in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      showScreen(
        <>
          <AssetsSection />
          <DestinationsSection />
        </>,
        { answer },
      );
      await screen.findAllByText('Machu Picchu', {}, { timeout: 10_000 });
      await screen.findByText('Chile');
      expectWords(WORDS[language].section);
      expectFullyTranslated(language);
      cleanup();

      showScreen(<AssetDrawer id={3} onClose={() => {}} />, { answer });
      await screen.findByDisplayValue('Machu Picchu', {}, { timeout: 10_000 });
      expectWords(WORDS[language].drawer);
      expectFullyTranslated(language);
      cleanup();

      showScreen(
        <>
          <ImagePickerModal opened onClose={() => {}} onPick={() => {}} />
          <ImageRefsField value={[]} onChange={() => {}} />
        </>,
        { answer },
      );
      await screen.findAllByText('Machu Picchu', {}, { timeout: 10_000 });
      expectWords(WORDS[language].picker);
      expectFullyTranslated(language);
    }, 30_000);
  }
});
