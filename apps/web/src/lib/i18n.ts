import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { readAuth, subscribeAuth } from './auth-storage';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  loadCatalogue,
  matchLanguage,
  pickLanguage,
  type Language,
  type Namespace,
} from '@itinera/domain/i18n';
import { FIRST_CATALOGUES } from '@itinera/domain/i18n/first';

// The interface language (decisions 0073, 0077 and 0089): `?lang=`, then the user's choice
// in Profile (saved on the user, handed back at sign-in), then this browser's own choice (kept before
// sign-in), then the workspace's default language (Configuration), then the browser; catalogues
// arrive as one lazy chunk per language and namespace.
const STORAGE_KEY = 'itinera.language';

export function storedLanguage(): Language | null {
  try {
    return matchLanguage(localStorage.getItem(STORAGE_KEY));
  } catch {
    return null; // storage refused (private mode): the browser's language decides
  }
}

/** The language saved on the signed-in user, as sign-in and Profile left it in the stored auth data. */
export const userLanguage = (): Language | null => matchLanguage(readAuth()?.user.language);

/** The workspace's default language, as sign-in and GET /tenant/user left it in the stored auth data. */
export const tenantLanguage = (): Language | null => matchLanguage(readAuth()?.user.tenant_language);

/** What signing in brings: the user's own language, else (no choice made in this browser either) the workspace's. */
const signedInLanguage = (): Language | null => userLanguage() ?? (storedLanguage() ? null : tenantLanguage());

const addressLanguage = (search: string) => new URLSearchParams(search).get('lang');

export function initialLanguage(search: string = window.location.search): Language {
  return pickLanguage([
    addressLanguage(search),
    userLanguage(),
    storedLanguage(),
    tenantLanguage(),
    ...(navigator.languages ?? [navigator.language]),
  ]);
}

/**
 * The Profile choice: kept in this browser for the next visits and applied now, without a reload
 * (the language card also saves it on the user).
 */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // storage refused: the choice holds for this page only
  }
  await i18next.changeLanguage(language);
}

export const i18n = i18next;

// The first screens (the shell and the quotes list) want these two; both are asked for at once
// (English's are already here: first-catalogues.ts).
const FIRST_NAMESPACES: Namespace[] = ['common', 'quotes'];

export const i18nReady = i18next
  .use(resourcesToBackend((language: Language, namespace: Namespace) => loadCatalogue(language, namespace)))
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // `pt-BR` alone: no `pt` catalogue exists to fall back to.
    load: 'currentOnly',
    ns: FIRST_NAMESPACES,
    defaultNS: 'common',
    // English's first namespaces come in the entry; everything else from the backend (decision 0094).
    resources: FIRST_CATALOGUES,
    partialBundledLanguages: true,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });

const markDocument = (language: string) => document.documentElement.setAttribute('lang', language);
markDocument(i18next.language ?? DEFAULT_LANGUAGE);
i18next.on('languageChanged', markDocument);

// Signing in (here or in another tab) brings the user's saved language (or the workspace's, for a
// user who chose none), unless `?lang=` names one.
subscribeAuth(() => {
  const language = signedInLanguage();
  if (language && !matchLanguage(addressLanguage(window.location.search)) && language !== i18next.language)
    void i18next.changeLanguage(language);
});
