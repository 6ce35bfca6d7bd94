import { Card, Center, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, matchLanguage } from '@itinera/domain/i18n';
import { i18n, initialLanguage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useSaveTenantLanguage, useTenantLanguage } from '../api/tenant-language';

// The empty choice of the select: no default, each person's browser decides.
const NONE = 'none';

/**
 * Configuration › Workspace: the workspace's default language (decision 0089), what the
 * screens speak for whoever chose none in Profile and the proposals' fallback (decision 0077).
 */
/**
 * "Saved" in the language the screen speaks now: an admin who chose no language of their own follows
 * the default just saved (the sign-in data changed), so the toast waits for that switch and its catalogue.
 */
async function savedToast() {
  const language = initialLanguage();
  if (language !== i18n.language) await i18n.changeLanguage(language);
  notifySuccess(i18n.t('settings:workspace.saved', { lng: language }));
}

export function WorkspaceSection() {
  const { t } = useTranslation('settings');
  const setting = useTenantLanguage();
  const save = useSaveTenantLanguage();
  if (!setting.data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const { default_language: current, can_edit: canEdit } = setting.data.data;
  // Each language is named in itself ("Español"), as in Profile.
  const options = [
    { value: NONE, label: t('workspace.none') },
    ...LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] })),
  ];
  return (
    <Card withBorder radius="lg" padding="lg" maw={640}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('workspace.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('workspace.intro')}
        </Text>
        <Select
          label={t('workspace.label')}
          description={canEdit ? undefined : t('workspace.readOnly')}
          data={options}
          value={current ?? NONE}
          allowDeselect={false}
          disabled={!canEdit || save.isPending}
          onChange={(value) =>
            save.mutate(matchLanguage(value === NONE ? null : value), {
              onSuccess: () => void savedToast(),
            })
          }
          data-action-type="workspace-language"
          maw={320}
        />
      </Stack>
    </Card>
  );
}
