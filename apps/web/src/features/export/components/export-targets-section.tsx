import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  PasswordInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ExportTarget, ExportTargetKind } from '@itinera/domain/contracts';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useExportTargets, useSaveExportTarget } from '../api/export-targets';

// Configuration › Export targets (administrators): where quotes are exported. A webhook's secret is written, never
// read back: the list says only whether one is set, and leaving it empty on a change keeps it.

interface Draft {
  id?: number;
  source: string;
  name: string;
  kind: ExportTargetKind;
  url: string;
  secret: string;
  needs_documents: boolean;
  max_attempts: number;
}
const EMPTY: Draft = {
  source: '',
  name: '',
  kind: 'webhook',
  url: '',
  secret: '',
  needs_documents: false,
  max_attempts: 5,
};
const draftOf = (t: ExportTarget): Draft => ({ ...EMPTY, ...t, url: t.url ?? '', secret: '' });

export function ExportTargetsSection() {
  const targets = useExportTargets();
  const save = useSaveExportTarget();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const webhook = draft.kind === 'webhook';

  const submit = () => {
    const body = {
      source: draft.source,
      name: draft.name,
      kind: draft.kind,
      url: webhook ? draft.url : null,
      ...(webhook && draft.secret ? { secret: draft.secret } : {}),
      needs_documents: draft.needs_documents,
      max_attempts: draft.max_attempts,
    };
    save.mutate(draft.id ? { id: draft.id, update: body } : { create: body }, {
      onSuccess: () => {
        notifySuccess(draft.id ? 'The export target was saved.' : 'The export target was added.');
        setDraft(EMPTY);
      },
    });
  };

  return (
    <Stack gap="md" maw={900}>
      <Text size="sm" c="dimmed">
        A quote is exported to one of these from its Export tab. A webhook receives the export document (JSON, schema at
        /tenant/export/schema.json) signed with HMAC-SHA256 and is retried when it fails; a file target keeps the
        document and an Excel workbook to download.
      </Text>
      <Table withTableBorder striped aria-label="Export targets">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Source</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Tries</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(targets.data?.data ?? []).map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>{t.source}</Table.Td>
              <Table.Td>{t.name}</Table.Td>
              <Table.Td>{t.kind === 'webhook' ? `Webhook${t.has_secret ? ' (signed)' : ''}` : 'File'}</Table.Td>
              <Table.Td>{t.url ?? '—'}</Table.Td>
              <Table.Td>{t.max_attempts}</Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`Edit ${t.name}`} onClick={() => setDraft(draftOf(t))}>
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${t.name}`}
                    onClick={() => save.mutate({ id: t.id, remove: true }, { onError: notifyError })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {targets.isError && <Alert color="red">{errorMessage(targets.error)}</Alert>}

      <Title order={4}>{draft.id ? `Change ${draft.name}` : 'Add an export target'}</Title>
      <Group grow align="flex-start">
        <TextInput
          label="Source"
          description="What the export call names (e.g. oppen)"
          value={draft.source}
          onChange={(e) => set('source', e.currentTarget.value)}
          required
        />
        <TextInput label="Name" value={draft.name} onChange={(e) => set('name', e.currentTarget.value)} required />
      </Group>
      <SegmentedControl
        value={draft.kind}
        onChange={(v) => set('kind', v as ExportTargetKind)}
        data={[
          { value: 'webhook', label: 'Signed webhook' },
          { value: 'file', label: 'File (JSON and Excel)' },
        ]}
      />
      {webhook && (
        <Group grow align="flex-start">
          <TextInput
            label="Address"
            placeholder="https://…"
            value={draft.url}
            onChange={(e) => set('url', e.currentTarget.value)}
            required
          />
          <PasswordInput
            label="Signing secret"
            description={draft.id ? 'Leave empty to keep the current secret' : 'At least 16 characters'}
            value={draft.secret}
            onChange={(e) => set('secret', e.currentTarget.value)}
            autoComplete="new-password"
          />
        </Group>
      )}
      <Group align="flex-end">
        <NumberInput
          label="Tries before giving up"
          min={1}
          max={10}
          value={draft.max_attempts}
          onChange={(v) => set('max_attempts', Number(v) || 1)}
          w={200}
        />
        <Checkbox
          label="Needs the passengers' passports"
          checked={draft.needs_documents}
          onChange={(e) => set('needs_documents', e.currentTarget.checked)}
        />
      </Group>
      {save.isError && <Alert color="red">{errorMessage(save.error)}</Alert>}
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          {draft.id ? 'Save' : 'Add target'}
        </Button>
        {draft.id && (
          <Button variant="default" onClick={() => setDraft(EMPTY)}>
            Cancel
          </Button>
        )}
      </Group>
    </Stack>
  );
}
