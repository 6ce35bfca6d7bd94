import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, List, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload, IconDownload, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasAccountOnOtherSystem, namedMessage } from '@itinera/domain';
import type { QuoteId } from '@itinera/domain/contracts';
import { useFormats } from '../../../lib/formats';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadExportFile } from '../api/download-export';
import { useExportQuote } from '../api/export-quote';
import { useExports, type ExportRow, type QuoteExports } from '../api/get-exports';
import { closedAlert, exportAlertOf, STATUS_COLORS, type ExportAlert } from '../logic/export-alert';
import { WhoMayExport } from './who-may-export';

export interface ExternalExportSectionProps {
  /** The quote's uuid. */
  quoteId: QuoteId;
  /** History view or a quote the user may not change: the checks and history only. */
  readOnly?: boolean;
  /** The quote's code, named when asking an administrator to export it. */
  code?: string;
}

/** Export to an external system (decision 0035), shown below publishing on the Export tab: checks, targets, history. */
export function ExternalExportSection({ quoteId, readOnly = false, code }: ExternalExportSectionProps) {
  const { t } = useTranslation('publishing');
  const exports = useExports(quoteId);
  const action = useExportQuote(quoteId);
  const [alert, setAlert] = useState<ExportAlert>(closedAlert);

  const run = (what: { source: string } | { retry: number }) => {
    setAlert(closedAlert);
    action.mutate(what, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) => setAlert(exportAlertOf(error, quoteId)),
    });
  };

  return (
    <Stack gap="md" data-testid="external-export">
      <Title order={3}>{t('export.heading')}</Title>
      {exports.isPending ? (
        <Loader size="sm" aria-label={t('export.loading')} />
      ) : exports.isError ? (
        <Alert color="red">{t('export.loadError')}</Alert>
      ) : (
        <>
          <ExportChecks checks={exports.data.checks} />
          {alert.isOpen && (
            <Alert
              color="red"
              title={alert.title}
              withCloseButton
              onClose={() => setAlert(closedAlert)}
              data-testid="export-failure"
            >
              <CheckList items={alert.items} />
            </Alert>
          )}
          {!readOnly && (
            <TargetButtons
              data={exports.data}
              busy={action.isPending}
              onExport={(source) => run({ source })}
              none={<WhoMayExport quoteId={quoteId} code={code} />}
            />
          )}
          <ExportHistory rows={exports.data.data} readOnly={readOnly} onRetry={(id) => run({ retry: id })} />
        </>
      )}
    </Stack>
  );
}

/** Each check as a person reads it: the service it is about first (spec 02 §8), a link to where it is fixed. */
function CheckList({
  items,
}: {
  items: { message: string; link?: string; service_name?: string; service_day?: string }[];
}) {
  if (!items.length) return null;
  return (
    <List size="sm" spacing={2}>
      {items.map((item, i) => (
        <List.Item key={`${item.message}-${i}`}>
          {item.link ? (
            <Anchor component={Link} to={item.link}>
              {namedMessage(item)}
            </Anchor>
          ) : (
            namedMessage(item)
          )}
        </List.Item>
      ))}
    </List>
  );
}

function ExportChecks({ checks }: { checks: QuoteExports['checks'] }) {
  const { t } = useTranslation('publishing');
  if (!checks.errors.length && !checks.warnings.length) return <Alert color="teal">{t('export.allPass')}</Alert>;
  return (
    <Stack gap="xs" data-testid="export-checks">
      {checks.errors.length > 0 && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title={t('export.fixBefore', { count: checks.errors.length })}
        >
          <CheckList items={checks.errors} />
        </Alert>
      )}
      {checks.warnings.length > 0 && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} />}
          title={t('export.checkBefore', { count: checks.warnings.length })}
        >
          <CheckList items={checks.warnings} />
        </Alert>
      )}
    </Stack>
  );
}

function TargetButtons({
  data,
  busy,
  onExport,
  none,
}: {
  data: QuoteExports;
  busy: boolean;
  onExport: (source: string) => void;
  /** What shows when no target is offered (only administrators get them). */
  none: React.ReactNode;
}) {
  const { t } = useTranslation('publishing');
  if (!data.targets.length) return none;
  // The export goes out under the user's account on the external system (decision 0056): none, no export.
  const account = hasAccountOnOtherSystem({ external_code: data.user_external_code });
  return (
    <Stack gap={6}>
      {!account && (
        <Text size="sm" c="orange.8" data-testid="export-needs-account">
          {t('export.needsAccount')}
        </Text>
      )}
      <Group gap="xs">
        {data.targets.map((target) => (
          <Button
            key={target.source}
            leftSection={<IconCloudUpload size={16} />}
            loading={busy}
            disabled={data.exporting || !data.checks.can_export || !account}
            onClick={() => onExport(target.source)}
          >
            {t('export.exportTo', { name: target.name })}
          </Button>
        ))}
        {data.exporting && (
          <Group gap={6} data-testid="export-progress">
            <Loader size="xs" />
            <Text size="sm">{t('export.exporting')}</Text>
          </Group>
        )}
      </Group>
    </Stack>
  );
}

function ExportHistory({
  rows,
  readOnly,
  onRetry,
}: {
  rows: ExportRow[];
  readOnly: boolean;
  onRetry: (id: number) => void;
}) {
  const { t } = useTranslation('publishing');
  const formats = useFormats();
  if (!rows.length)
    return (
      <Text size="sm" c="dimmed">
        {t('export.notYet')}
      </Text>
    );
  const download = (path: string) => downloadExportFile(path).catch(notifyError);
  return (
    <Table striped withTableBorder aria-label={t('export.history')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('export.when')}</Table.Th>
          <Table.Th>{t('export.who')}</Table.Th>
          <Table.Th>{t('export.target')}</Table.Th>
          <Table.Th>{t('export.version')}</Table.Th>
          <Table.Th>{t('export.result')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{formats.dateTime(row.created_at)}</Table.Td>
            <Table.Td>{row.user?.name ?? '—'}</Table.Td>
            <Table.Td>{row.target_name}</Table.Td>
            <Table.Td>{row.version}</Table.Td>
            <Table.Td>
              <Badge color={STATUS_COLORS[row.status]} variant="light">
                {t(`export.status.${row.status}`)}
              </Badge>{' '}
              <Text span size="xs" c="dimmed">
                {t(row.retry_of ? 'export.triesRetry' : 'export.tries', {
                  attempts: row.attempts,
                  max: row.max_attempts,
                  of: row.retry_of,
                })}
              </Text>
              {row.last_error && row.status !== 'delivered' && (
                <Text size="xs" c="red">
                  {row.last_error}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {row.files && row.status === 'delivered' && (
                  <>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      leftSection={<IconDownload size={14} />}
                      onClick={() => download(row.files!.json)}
                    >
                      {t('export.json')}
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      leftSection={<IconDownload size={14} />}
                      onClick={() => download(row.files!.xlsx)}
                    >
                      {t('export.excel')}
                    </Button>
                  </>
                )}
                {row.status === 'failed' && !readOnly && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    leftSection={<IconRefresh size={14} />}
                    onClick={() => onRetry(row.id)}
                  >
                    {t('export.retry')}
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
