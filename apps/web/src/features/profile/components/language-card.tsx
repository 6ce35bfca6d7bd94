import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, matchLanguage, type Language } from '@itinera/domain/i18n';
import { chooseLanguage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../api/update-profile';
import { SectionCard } from './section-card';

// Each language is named in itself ("Español"), so a reader lost in another language finds theirs.
const OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/**
 * The interface language: applied at once, without a reload, then saved on the user so it follows
 * them to any browser (a failed save shows the usual error toast; this browser keeps the choice).
 */
export function LanguageCard() {
  const { t, i18n } = useTranslation();
  const save = useUpdateProfile();
  const current = matchLanguage(i18n.resolvedLanguage) ?? 'en';
  const choose = (value: string) => {
    const language = value as Language;
    void chooseLanguage(language).then(() =>
      save.mutate({ language }, { onSuccess: () => notifySuccess(i18n.t('language.saved')) }),
    );
  };
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
