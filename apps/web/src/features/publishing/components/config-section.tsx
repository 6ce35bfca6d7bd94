import { useEffect, useMemo, useState } from 'react';
import { Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDeviceFloppy, IconSettings } from '@tabler/icons-react';
import { hasAdminRole, serviceListWithPricesBlock, templateFor } from '@itinera/domain';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useRoles } from '../../../lib/use-auth';
import { useOptionFacts } from '../api/get-option-facts';
import { usePublishConfig } from '../api/get-publish-config';
import { useSavePublishConfig } from '../api/save-publish-config';
import type { PublishConfig } from '../api/types';
import { buildConfigBody } from '../logic/config-body';
import { formFromConfig, offeredLevels, type ConfigForm } from '../logic/config-form';
import { ColourSettings } from './colour-settings';
import { DisplayOptions } from './display-options';
import { ImageSlots } from './image-slots';
import { ProposalPreview } from './proposal-preview';
import { PublishErrorAlert } from './publish-errors-alert';
import { SaleSettings } from './sale-settings';
import { TemplatePicker } from './template-picker';

/** How long the form rests before the preview is drawn again. */
export const PREVIEW_DEBOUNCE_MS = 600;

/** The quote's publish configuration (I18/I19) with a live preview beside it (below it on narrow screens). */
export function ConfigSection({ quote, readOnly }: { quote: QuoteDetail; readOnly: boolean }) {
  const { t } = useTranslation('publishing');
  const config = usePublishConfig(quote.id);
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      id="configuration"
      aria-labelledby="configuration-heading"
      tabIndex={-1}
      // Opened from the quote's "Configuration", the heading lands below the app's fixed header.
      style={{ scrollMarginTop: 80, outline: 'none' }}
    >
      <Group gap="xs" mb="md">
        <IconSettings size={22} />
        <Title order={3} id="configuration-heading">
          {t('config.heading')}
        </Title>
      </Group>
      {config.isPending ? (
        <Grid gap="lg" data-testid="config-loading">
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Stack>
              <Skeleton h={118} radius="md" />
              <Skeleton h={60} radius="md" />
              <Skeleton h={180} radius="md" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Skeleton h={560} radius="md" />
          </Grid.Col>
        </Grid>
      ) : config.isError ? (
        <PublishErrorAlert error={config.error} quoteId={quote.id} title={t('config.readError')} />
      ) : (
        <ConfigEditor key={JSON.stringify(config.data)} quote={quote} stored={config.data} readOnly={readOnly} />
      )}
    </Paper>
  );
}

function ConfigEditor({ quote, stored, readOnly }: { quote: QuoteDetail; stored: PublishConfig; readOnly: boolean }) {
  const { t } = useTranslation('publishing');
  const [form, setForm] = useState<ConfigForm>(() => formFromConfig(stored));
  const save = useSavePublishConfig(quote.id);
  const facts = useOptionFacts(quote.id, quote.version);
  const isAdmin = hasAdminRole(useRoles());
  const block5 = serviceListWithPricesBlock({
    isAdmin,
    hasHiddenServices: facts.data?.hasHiddenServices ?? false,
    hasFeeOrUpsale: facts.data?.hasFeeOrUpsale ?? false,
  });
  const blocked5 = block5 ? t(`config.blocked5.${block5}`) : null;
  const body = useMemo(() => buildConfigBody(stored, form), [stored, form]);
  const dirty = useMemo(
    () => JSON.stringify(body) !== JSON.stringify(buildConfigBody(stored, formFromConfig(stored))),
    [body, stored],
  );
  const [previewBody] = useDebouncedValue(body, PREVIEW_DEBOUNCE_MS);
  const lockedTemplate = quote.itinerary_type_id === 4 ? templateFor(4, form.templateId).id : null;
  const set =
    <K extends keyof ConfigForm>(key: K) =>
    (value: ConfigForm[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  useEffect(() => save.reset, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Stack gap="lg">
          <Block title={t('config.template')}>
            <TemplatePicker
              value={form.templateId}
              onChange={set('templateId')}
              lockedTo={lockedTemplate}
              disabled={readOnly}
            />
          </Block>
          <Block title={t('config.colours')}>
            <ColourSettings colors={form.colors} onChange={set('colors')} disabled={readOnly} />
          </Block>
          <Block title={t('config.pageShows')}>
            <DisplayOptions options={form.options} onChange={set('options')} blocked5={blocked5} disabled={readOnly} />
          </Block>
          <Block title={t('config.afterYes')}>
            <SaleSettings
              offered={offeredLevels(form.options, facts.data?.pricedLevels ?? null)}
              recommendedLevel={form.recommendedLevel}
              nextSteps={form.nextSteps}
              onLevelChange={set('recommendedLevel')}
              onNextStepsChange={set('nextSteps')}
              disabled={readOnly}
            />
          </Block>
          <Block title={t('config.images')}>
            <ImageSlots quoteId={quote.id} images={form.images} onChange={set('images')} disabled={readOnly} />
          </Block>
          {save.isError && <PublishErrorAlert error={save.error} quoteId={quote.id} title={t('config.saveError')} />}
          <Group justify="flex-end" gap="xs">
            {dirty && (
              <Text size="sm" c="dimmed">
                {t('config.unsaved')}
              </Text>
            )}
            <Button
              variant="default"
              disabled={!dirty || readOnly}
              onClick={() => setForm(formFromConfig(stored))}
              data-action-type="publish-config-reset"
            >
              {t('config.undo')}
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              disabled={readOnly || (!dirty && stored.config.id !== null)}
              loading={save.isPending}
              onClick={() => save.mutate(body, { onSuccess: () => notifySuccess(t('config.saved')) })}
              data-action-type="publish-config-save"
            >
              {t('config.save')}
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <ProposalPreview quoteId={quote.id} body={previewBody} version={quote.version} />
      </Grid.Col>
    </Grid>
  );
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={8}>
      <Text size="sm" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: 0.5 }}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}
