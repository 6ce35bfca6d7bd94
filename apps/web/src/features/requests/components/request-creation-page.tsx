import { useEffect, useState } from 'react';
import { mayAssignRecords } from '@itinera/domain';
import { Button, Grid, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconFilePlus, IconLink } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useAssignees } from '../../../lib/assignees';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useRoles } from '../../../lib/use-auth';
import { linkRequestQuotes } from '../api/link-request-quotes';
import { useCreateRequest } from '../api/save-request';
import type { LinkedQuoteId } from '../api/search-client-quotes';
import { ClientQuotePicker } from './client-quote-picker';
import { RequestClientField, RequestStageField, RequestTitleField } from './request-fields';
import {
  requestValidation,
  showRequestSaveError,
  useClientOptions,
  type RequestFormValues,
} from './request-form-rules';

const quotes = (n: number) => `${n} ${n === 1 ? 'quote' : 'quotes'}`;

/** /request-creation: open a request for a client enquiry, optionally linking quotes of that client at once. */
export function RequestCreationPage() {
  const navigate = useNavigate();
  const create = useCreateRequest();
  const clients = useClientOptions();
  const canAssign = mayAssignRecords(useRoles());
  const users = useAssignees(canAssign);
  const [assignee, setAssignee] = useState<string | null>(null);
  const [quoteIds, setQuoteIds] = useState<LinkedQuoteId[]>([]);
  const [linking, setLinking] = useState(false);
  const form = useForm<RequestFormValues>({
    initialValues: { title: '', client: null, stage: '1' },
    validate: requestValidation,
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
        title: v.title.trim(),
        client_id: Number(v.client),
        stage: Number(v.stage),
        user_id: assignee ? Number(assignee) : null,
      },
      {
        onSuccess: async ({ data }) => {
          let linked = 0;
          if (quoteIds.length) {
            setLinking(true);
            try {
              linked = (await linkRequestQuotes({ requestId: data.id, quoteIds })).data.quotes_number;
            } catch (error) {
              // The request exists: say so, and why its quotes are not linked, rather than lose it.
              notifications.show({
                color: 'red',
                message: `${data.code} was created, but its quotes could not be linked: ${errorMessage(error)}`,
                autoClose: 10_000,
                withBorder: true,
              });
            }
            setLinking(false);
          }
          notifySuccess(
            linked ? `${data.code} was created with ${quotes(linked)} linked.` : `${data.code} was created.`,
            'Request created',
          );
          void navigate('/requests');
        },
        onError: (error) => showRequestSaveError(form, error),
      },
    ),
  );

  return (
    <>
      <PageHeader
        icon={<IconFilePlus size={24} />}
        title="New request"
        description="Open a request for a client enquiry and link the quotes you prepare for it."
      />
      <form onSubmit={submit} noValidate aria-label="New request">
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="md" p="lg">
              <Stack gap="md">
                <Title order={2} fz="md">
                  Request details
                </Title>
                <RequestTitleField form={form} />
                <RequestClientField form={form} clients={clients} />
                <RequestStageField form={form} description="A new request is usually In Preparation." />
                {canAssign && (
                  <Select
                    label="Assign to"
                    placeholder="Nobody yet"
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
                    Link quotes
                  </Title>
                  <Text size="xs" c="dimmed">
                    Optional
                  </Text>
                </Group>
                {clientId ? (
                  <ClientQuotePicker key={clientId} clientId={clientId} value={quoteIds} onChange={setQuoteIds} />
                ) : (
                  <Stack align="center" gap={6} py="xl">
                    <IconLink size={28} color="var(--mantine-color-gray-5)" aria-hidden />
                    <Text size="sm" c="dimmed" ta="center">
                      Choose the client first: a request links only that client&apos;s quotes.
                    </Text>
                  </Stack>
                )}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" component={Link} to="/requests" data-action-type="request-create-cancel">
            Cancel
          </Button>
          <Button
            type="submit"
            loading={create.isPending || linking}
            leftSection={<IconFilePlus size={16} />}
            data-action-type="request-create"
          >
            {quoteIds.length ? `Create request with ${quotes(quoteIds.length)}` : 'Create request'}
          </Button>
        </Group>
      </form>
    </>
  );
}
