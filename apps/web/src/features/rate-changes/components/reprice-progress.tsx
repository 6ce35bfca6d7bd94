import { Alert, List, Progress, Stack, Text } from '@mantine/core';
import { useRepriceJob } from '../api/reprice-quotes';

const OUTCOME: Record<string, string> = {
  repriced: 'Re-priced',
  unchanged: 'Unchanged',
  refused: 'Refused',
  skipped: 'Skipped',
};

/** The re-pricing job's progress bar and, as they come, each quote's result (a refusal says why). */
export function RepriceProgress({ jobId }: { jobId: string }) {
  const job = useRepriceJob(jobId).data;
  if (!job) return null;
  const value = job.total ? (job.done / job.total) * 100 : 100;
  return (
    <Alert
      color={job.status === 'done' ? 'teal' : 'blue'}
      title={job.status === 'done' ? 'Re-pricing done' : 'Re-pricing…'}
    >
      <Stack gap="xs">
        <Progress value={value} aria-label="Re-pricing progress" animated={job.status !== 'done'} />
        <Text size="sm">
          {job.done} of {job.total} quotes
        </Text>
        <List size="sm">
          {job.results.map((r) => (
            <List.Item key={r.id}>
              {r.code}: {OUTCOME[r.outcome]}
              {r.version ? ` (version ${r.version})` : ''}
              {r.reason ? ` — ${r.reason}` : ''}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}
