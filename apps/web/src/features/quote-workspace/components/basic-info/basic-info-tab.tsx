import { QuoteLockAlert, useLockText } from '../../../../components/quote-lock-alert';
import { useEffect, useMemo } from 'react';
import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { IconRefresh } from '@tabler/icons-react';
import { clientDateFormat, type QuoteLock } from '@itinera/domain';
import type { QuoteDetail, QuoteVersion } from '@itinera/domain/contracts';
import { notifySuccess } from '../../../../lib/notify';
import { useGenerateDescription } from '../../api/generate-description';
import { useClients } from '../../api/reference-options';
import { BasicInfoForm } from './basic-info-form';
import { quoteToValues, validateBasicInfo, type BasicInfoValues } from './basic-info-values';
import { SaveProblemAlert } from './save-problem-alert';
import { resetForm, useSaveBasicInfo } from './use-save-basic-info';

export interface BasicInfoTabProps {
  quote: QuoteDetail;
  /** What the quote's status locks for this user (domain quoteLock), the same message as on every tab. */
  lock: QuoteLock | null;
  /** History view: the stored version to show, read-only (I3: the detail's shape as it was then). */
  past?: QuoteVersion;
}

/** The dates show in the format of the client picked in the form (docs/domain/spec-sections.md#spec-01-section-5). */
function useDateFormat(quote: QuoteDetail, clientId: string | null): string {
  const clients = useClients();
  if (clientId === String(quote.client_id)) return clientDateFormat(quote.client);
  return clientDateFormat(clients.data?.data.find((c) => String(c.id) === clientId));
}

export function BasicInfoTab({ quote, lock, past }: BasicInfoTabProps) {
  return past ? (
    <PastBasicInfo quote={quote} past={past} />
  ) : (
    <EditableBasicInfo key={quote.id} quote={quote} lock={lock} />
  );
}

function PastBasicInfo({ quote, past }: { quote: QuoteDetail; past: QuoteVersion }) {
  const form = useForm<BasicInfoValues>({ initialValues: quoteToValues(past) });
  // The version names its own places and client, as they were then.
  const known = useMemo(
    () => new Map([...quote.location, ...past.location].map((l) => [l.id, l.location_name])),
    [quote.location, past.location],
  );
  const dateFormat = useDateFormat(past, form.values.client_id);
  return (
    <BasicInfoForm
      form={form}
      readOnly
      type={quote.itinerary_type_id}
      dateFormat={dateFormat}
      knownLocations={known}
      generating={false}
    />
  );
}

function EditableBasicInfo({ quote, lock }: { quote: QuoteDetail; lock: QuoteLock | null }) {
  const { t } = useTranslation('workspace', { keyPrefix: 'basicInfo' });
  const lockText = useLockText();
  const form = useForm<BasicInfoValues>({ initialValues: quoteToValues(quote), validate: validateBasicInfo });
  const save = useSaveBasicInfo(form, quote.id);
  const generate = useGenerateDescription();
  const known = useMemo(() => new Map(quote.location.map((l) => [l.id, l.location_name])), [quote.location]);
  const dateFormat = useDateFormat(quote, form.values.client_id);
  const readOnly = lock?.scope === 'editing';
  const dirty = form.isDirty();
  const newerOnServer = quote.version > form.values.version;

  // A newer version arrived (a status change, a restore, another tab): an untouched form follows it.
  useEffect(() => {
    if (quote.version > form.values.version && !form.isDirty()) resetForm(form, quote);
    // The form object is recreated each render; the quote's version is what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quote]);

  const onGenerate = () =>
    generate.mutate(quote.id, {
      onSuccess: ({ data }) => {
        if (!form.isDirty()) resetForm(form, data);
        else {
          // Other edits stay; they are now based on the version the generation wrote.
          form.setFieldValue('description', data.description.value);
          form.setFieldValue('version', data.version);
        }
        notifySuccess(t('generated', { version: data.version }));
      },
    });

  return (
    <form onSubmit={save.submit} noValidate aria-label={t('form')}>
      {lock && (
        <QuoteLockAlert
          scope={readOnly ? 'editing' : 'prices'}
          radius="lg"
          mb="lg"
          py="sm"
          styles={{ wrapper: { alignItems: 'center' } }}
        >
          <Text size="sm">{lockText(lock)}</Text>
        </QuoteLockAlert>
      )}
      {save.problem && (
        <SaveProblemAlert
          problem={save.problem}
          onReload={save.reload}
          reloading={save.reloading}
          onClose={save.dismiss}
        />
      )}
      {!save.problem && newerOnServer && dirty && (
        <Alert
          color="orange"
          variant="light"
          radius="lg"
          mb="lg"
          icon={<IconRefresh size={20} />}
          title={t('newerTitle', { version: quote.version })}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('newerText', { version: form.values.version })}</Text>
            <Button
              size="xs"
              color="orange"
              variant="light"
              onClick={save.reload}
              loading={save.reloading}
              data-action-type="quote-basic-info-reload"
            >
              {t('reload')}
            </Button>
          </Group>
        </Alert>
      )}
      <BasicInfoForm
        form={form}
        readOnly={readOnly}
        type={quote.itinerary_type_id}
        dateFormat={dateFormat}
        knownLocations={known}
        onGenerate={readOnly ? undefined : onGenerate}
        generating={generate.isPending}
      />
      {!readOnly && (
        <Paper
          withBorder
          radius="lg"
          shadow="sm"
          px="lg"
          py="sm"
          mt="lg"
          pos="sticky"
          bottom={16}
          style={{ zIndex: 5 }}
        >
          {/* Wraps on a phone: the state and both buttons in one row made the page 455 px wide at 390 (489 in Spanish). */}
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" c={dirty ? 'orange.8' : 'dimmed'} fw={dirty ? 500 : 400}>
              {dirty ? t('unsaved') : t('allSaved', { version: form.values.version })}
            </Text>
            <Group gap="sm" wrap="wrap" ml="auto">
              <Button
                variant="default"
                disabled={!dirty || save.saving}
                onClick={() => resetForm(form, quote)}
                data-action-type="quote-basic-info-discard"
              >
                {t('discard')}
              </Button>
              <Button type="submit" loading={save.saving} disabled={!dirty} data-action-type="quote-basic-info-save">
                {t('save')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
    </form>
  );
}
