import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PasswordField } from '../../../components/inputs/password-field';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('settings');
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
        notifySuccess(draft.id ? t('exportTargets.saved') : t('exportTargets.added'));
        setDraft(EMPTY);
      },
    });
  };

  return (
    <Stack gap="md" maw={900}>
      <Text size="sm" c="dimmed">
        {t('exportTargets.intro')}
      </Text>
      <Table withTableBorder striped aria-label={t('exportTargets.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('exportTargets.source')}</Table.Th>
            <Table.Th>{t('exportTargets.name')}</Table.Th>
            <Table.Th>{t('exportTargets.kind')}</Table.Th>
            <Table.Th>{t('exportTargets.address')}</Table.Th>
            <Table.Th>{t('exportTargets.tries')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(targets.data?.data ?? []).map((target) => (
            <Table.Tr key={target.id}>
              <Table.Td>{target.source}</Table.Td>
              <Table.Td>{target.name}</Table.Td>
              <Table.Td>
                {target.kind === 'webhook'
                  ? t(target.has_secret ? 'exportTargets.signed' : 'exportTargets.webhook')
                  : t('exportTargets.file')}
              </Table.Td>
              <Table.Td>{target.url ?? '—'}</Table.Td>
              <Table.Td>{target.max_attempts}</Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('exportTargets.edit', { name: target.name })}
                    onClick={() => setDraft(draftOf(target))}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('exportTargets.delete', { name: target.name })}
                    onClick={() => save.mutate({ id: target.id, remove: true }, { onError: notifyError })}
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

      <Title order={4}>{draft.id ? t('exportTargets.change', { name: draft.name }) : t('exportTargets.add')}</Title>
      <Group grow align="flex-start">
        <TextInput
          label={t('exportTargets.source')}
          description={t('exportTargets.sourceHint')}
          value={draft.source}
          onChange={(e) => set('source', e.currentTarget.value)}
          required
        />
        <TextInput
          label={t('exportTargets.name')}
          value={draft.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          required
        />
      </Group>
      <SegmentedControl
        value={draft.kind}
        onChange={(v) => set('kind', v as ExportTargetKind)}
        data={[
          { value: 'webhook', label: t('exportTargets.signedWebhook') },
          { value: 'file', label: t('exportTargets.fileKind') },
        ]}
      />
      {webhook && (
        <Group grow align="flex-start">
          <TextInput
            label={t('exportTargets.address')}
            placeholder={t('exportTargets.urlPlaceholder')}
            value={draft.url}
            onChange={(e) => set('url', e.currentTarget.value)}
            required
          />
          <PasswordField
            label={t('exportTargets.secret')}
            description={draft.id ? t('exportTargets.keepSecret') : t('exportTargets.secretLength')}
            value={draft.secret}
            onChange={(e) => set('secret', e.currentTarget.value)}
            autoComplete="new-password"
          />
        </Group>
      )}
      <Group align="flex-end">
        <NumberInput
          label={t('exportTargets.maxTries')}
          min={1}
          max={10}
          value={draft.max_attempts}
          onChange={(v) => set('max_attempts', Number(v) || 1)}
          w={200}
        />
        <Checkbox
          label={t('exportTargets.passports')}
          checked={draft.needs_documents}
          onChange={(e) => set('needs_documents', e.currentTarget.checked)}
        />
      </Group>
      {save.isError && <Alert color="red">{errorMessage(save.error)}</Alert>}
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          {draft.id ? t('exportTargets.save') : t('exportTargets.addButton')}
        </Button>
        {draft.id && (
          <Button variant="default" onClick={() => setDraft(EMPTY)}>
            {t('exportTargets.cancel')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
