import { Alert, List, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRepriceJob } from '../api/reprice-quotes';

// Each outcome's word: settings:rateChanges.progress.outcome.<outcome>.

/** The re-pricing job's progress bar and, as they come, each quote's result (a refusal says why). */
export function RepriceProgress({ jobId }: { jobId: string }) {
  const { t } = useTranslation('settings');
  const job = useRepriceJob(jobId).data;
  if (!job) return null;
  const value = job.total ? (job.done / job.total) * 100 : 100;
  return (
    <Alert
      color={job.status === 'done' ? 'teal' : 'blue'}
      title={job.status === 'done' ? t('rateChanges.progress.done') : t('rateChanges.progress.running')}
    >
      <Stack gap="xs">
        <Progress value={value} aria-label={t('rateChanges.progress.label')} animated={job.status !== 'done'} />
        <Text size="sm">{t('rateChanges.progress.count', { done: job.done, total: job.total })}</Text>
        <List size="sm">
          {job.results.map((r) => (
            <List.Item key={r.id}>
              {`${r.code}: ${t(`rateChanges.progress.outcome.${r.outcome}`)}${r.version ? t('rateChanges.progress.version', { version: r.version }) : ''}${r.reason ? ` — ${r.reason}` : ''}`}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}
