import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, matchLanguage, type Language } from '@itinera/domain/i18n';
import { chooseLanguage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { SectionCard } from './section-card';

// Each language is named in itself ("Español"), so a reader lost in another language finds theirs.
const OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** The interface language: applied at once, without a reload, and kept for the next visits. */
export function LanguageCard() {
  const { t, i18n } = useTranslation();
  const current = matchLanguage(i18n.resolvedLanguage) ?? 'en';
  const choose = (value: string) =>
    void chooseLanguage(value as Language).then(() => notifySuccess(i18n.t('language.saved')));
  return (
    <SectionCard title={t('language.title')} description={t('language.description')}>
      <SegmentedControl
        aria-label={t('language.label')}
        data={OPTIONS}
        value={current}
        onChange={choose}
        data-action-type="profile-language"
      />
    </SectionCard>
  );
}
