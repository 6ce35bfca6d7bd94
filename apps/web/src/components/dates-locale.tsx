import { useEffect, useState, type ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { matchLanguage, type Language } from '@itinera/domain/i18n';

// The date pickers' month and weekday names in the interface language (decision 0091): Mantine reads them
// from dayjs's locale named in DatesProvider. dayjs carries English; Spanish and Brazilian
// Portuguese are fetched when first spoken, so the first download carries neither, and the
// pickers switch with the language, without a reload.

type DayjsLocale = 'en' | 'es' | 'pt-br';
const DAYJS_LOCALE: Record<Language, DayjsLocale> = { en: 'en', es: 'es', 'pt-BR': 'pt-br' };
const LOAD: Record<Exclude<DayjsLocale, 'en'>, () => Promise<unknown>> = {
  es: () => import('dayjs/locale/es'),
  'pt-br': () => import('dayjs/locale/pt-br'),
};

/** Gives every date picker inside the interface language's month and weekday names. */
export function DatesLocale({ children }: { children: ReactNode }) {
  // No suspense: this wraps the whole app, above the first catalogues' wait.
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const wanted = DAYJS_LOCALE[matchLanguage(i18n.language) ?? 'en'];
  const [loaded, setLoaded] = useState<ReadonlySet<DayjsLocale>>(() => new Set(['en']));
  useEffect(() => {
    if (wanted === 'en' || loaded.has(wanted)) return;
    let live = true;
    void LOAD[wanted]().then(() => live && setLoaded((old) => new Set(old).add(wanted)));
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  // Until its locale arrives a picker reads English.
  const ready = loaded.has(wanted) ? wanted : 'en';
  return <DatesProvider settings={{ locale: ready }}>{children}</DatesProvider>;
}
