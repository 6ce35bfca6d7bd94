import { useEffect, useState } from 'react';
import { mayAssignRecords } from '@itinera/domain';
import { Button, Grid, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconFilePlus, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useAssignees } from '../../../lib/assignees';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useRoles } from '../../../lib/use-auth';
import { linkRequestQuotes } from '../api/link-request-quotes';
import { useCreateRequest } from '../api/save-request';
import { ClientQuotePicker } from './client-quote-picker';
import { RequestClientField, RequestStageField, RequestTitleField } from './request-fields';
import {
  requestValidation,
  showRequestSaveError,
  useClientOptions,
  type RequestFormValues,
} from './request-form-rules';

/** /request-creation: open a request for a client enquiry, optionally linking quotes of that client at once. */
export function RequestCreationPage() {
  const { t } = useTranslation('requests');
  const navigate = useNavigate();
  const create = useCreateRequest();
  const clients = useClientOptions();
  const canAssign = mayAssignRecords(useRoles());
  const users = useAssignees(canAssign);
  const [assignee, setAssignee] = useState<string | null>(null);
  const [quoteIds, setQuoteIds] = useState<string[]>([]);
  const [linking, setLinking] = useState(false);
  const form = useForm<RequestFormValues>({
    initialValues: { title: '', client: null, stage: '1' },
    validate: requestValidation(t),
    // Quotes of one client only: another client empties the choice.
    onValuesChange: (next, previous) => {
      if (next.client !== previous.client) setQuoteIds([]);
    },
  });
  // A user who can only see one client (a client admin) starts with it.
  const onlyClient = clients.data.length === 1 ? clients.data[0]!.value : null;
  useEffect(() => {
    if (onlyClient) form.setFieldValue('client', (current) => current ?? onlyClient);
    // form is a new object each render; only the arrival of the client list matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onlyClient]);
  const clientId = form.values.client ? Number(form.values.client) : null;

  const submit = form.onSubmit((v) =>
    create.mutate(
      {
        client_id: Number(v.client),
        title: v.title.trim(),
        stage_id: Number(v.stage),
        user_id: assignee ? Number(assignee) : null,
      },
      {
        onSuccess: async (data) => {
          let linked = 0;
          if (quoteIds.length) {
            setLinking(true);
            try {
              linked = (await linkRequestQuotes({ requestId: data.id, quoteIds })).quotes_number;
            } catch (error) {
              // The request exists: say so, and why its quotes are not linked, rather than lose it.
              notifications.show({
                color: 'red',
                message: t('create.linkFailed', { code: data.code, reason: errorMessage(error) }),
                autoClose: 10_000,
                withBorder: true,
              });
            }
            setLinking(false);
          }
          notifySuccess(
            linked
              ? t('create.createdWith', { code: data.code, count: linked })
              : t('create.created', { code: data.code }),
            t('create.createdTitle'),
          );
          void navigate('/requests');
        },
        onError: (error) => showRequestSaveError(form, error),
      },
    ),
  );

  return (
    <>
      <PageHeader icon={<IconFilePlus size={24} />} title={t('newRequest')} description={t('create.description')} />
      <form onSubmit={submit} noValidate aria-label={t('newRequest')}>
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="md" p="lg">
              <Stack gap="md">
                <Title order={2} fz="md">
                  {t('create.details')}
                </Title>
                <RequestTitleField form={form} />
                <RequestClientField form={form} clients={clients} />
                <RequestStageField form={form} description={t('create.stageHint')} />
                {canAssign && (
                  <Select
                    label={t('create.assignTo')}
                    placeholder={t('create.nobody')}
                    data={(users.data?.data ?? [])
                      .filter((u) => u.active)
                      .map((u) => ({ value: String(u.id), label: u.name }))}
                    value={assignee}
                    onChange={setAssignee}
                    searchable
                    clearable
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="md" p="lg">
              <Stack gap="md">
                <Group justify="space-between">
                  <Title order={2} fz="md">
                    {t('linkQuotes')}
                  </Title>
                  <Text size="xs" c="dimmed">
                    {t('create.optional')}
                  </Text>
                </Group>
                {clientId ? (
                  <ClientQuotePicker key={clientId} clientId={clientId} value={quoteIds} onChange={setQuoteIds} />
                ) : (
                  <Stack align="center" gap={6} py="xl">
                    <IconLink size={28} color="var(--mantine-color-gray-5)" aria-hidden />
                    <Text size="sm" c="dimmed" ta="center">
                      {t('create.chooseClientFirst')}
                    </Text>
                  </Stack>
                )}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" component={Link} to="/requests" data-action-type="request-create-cancel">
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            loading={create.isPending || linking}
            leftSection={<IconFilePlus size={16} />}
            data-action-type="request-create"
          >
            {quoteIds.length ? t('create.submitWith', { count: quoteIds.length }) : t('create.submit')}
          </Button>
        </Group>
      </form>
    </>
  );
}
