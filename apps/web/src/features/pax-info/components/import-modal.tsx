import { useState } from 'react';
import { Alert, Anchor, Button, FileInput, Group, List, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { PASSENGER_SHEET_MAX_BYTES } from '@itinera/domain/contracts';
import { HttpError } from '../../../lib/http';
import type { ImportMode } from '../api/import-passengers';

export interface ImportModalProps {
  opened: boolean;
  onClose: () => void;
  importing: boolean;
  onImport: (file: File, mode: ImportMode) => Promise<unknown>;
  onTemplate: () => void;
}

/** The refusal of a sheet: its sentence and, per row, what to correct. */
function problemsOf(error: unknown): { message: string; rows: string[] } {
  const body = error instanceof HttpError ? (error.body as { details?: { message: string }[] } | null) : null;
  return {
    message: error instanceof Error ? error.message.replace(/ Row \d+.*$/, '') : String(error),
    rows: (body?.details ?? []).map((d) => d.message),
  };
}

/** Import passengers from an .xlsx or .csv sheet: everything or nothing, every bad row listed. */
export function ImportModal({ opened, onClose, importing, onImport, onTemplate }: ImportModalProps) {
  const { t } = useTranslation('workspace', { keyPrefix: 'pax.importing' });
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('replace');
  const [problem, setProblem] = useState<{ message: string; rows: string[] } | null>(null);
  const close = () => {
    setFile(null);
    setProblem(null);
    onClose();
  };
  const submit = async () => {
    if (!file) return;
    if (file.size > PASSENGER_SHEET_MAX_BYTES) {
      setProblem({ message: t('tooLarge'), rows: [] });
      return;
    }
    setProblem(null);
    try {
      await onImport(file, mode);
      close();
    } catch (error) {
      setProblem(problemsOf(error));
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t('title')} size="lg" centered radius="lg">
      <Stack gap="md">
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="how"
            components={{
              template: (
                <Anchor component="button" type="button" onClick={onTemplate} data-action-type="pax-template" />
              ),
            }}
          />
        </Text>
        <FileInput
          label={t('sheet')}
          placeholder={t('choose')}
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={16} />}
          value={file}
          onChange={setFile}
          clearable
        />
        <Radio.Group label={t('rows')} value={mode} onChange={(v) => setMode(v as ImportMode)}>
          <Stack gap={6} mt={6}>
            <Radio value="replace" label={t('replace')} description={t('replaceHint')} />
            <Radio value="append" label={t('append')} />
          </Stack>
        </Radio.Group>
        {problem && (
          <Alert color="red" variant="light" title={problem.message} data-testid="import-problems">
            {problem.rows.length > 0 && (
              <List size="sm" spacing={2}>
                {problem.rows.map((r) => (
                  <List.Item key={r}>{r}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} disabled={!file} loading={importing} data-action-type="pax-import">
            {t('import')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
