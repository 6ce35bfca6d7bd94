import { useState } from 'react';
import { NumberInput, SimpleGrid } from '@mantine/core';
import { formatDate } from '@itinera/domain';
import { useEngagement } from '../api/get-engagement';
import type { ReportFilters } from '../api/report-filters';
import { count, sectionText } from '../logic/labels';
import { LazyBars, ReportCard } from './report-card';

/** What clients look at on the proposal page (docs/domain/reports.md#what-clients-look-at). */
export function EngagementSection({ filters, dateFormat }: { filters: ReportFilters; dateFormat: string }) {
  const [days, setDays] = useState(3);
  const e = useEngagement(filters, days);
  const data = e.data;
  const viewed = !!data?.levels.some((l) => l.views || l.accepted);
  const unpublished =
    'No client opened a proposal in these dates: publish a quote and share its link to see what clients look at.';
  return (
    <>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" mb="md">
        <ReportCard
          title="Levels clients open and accept"
          file="levels-opened"
          loading={e.isPending}
          error={e.error}
          table={
            data && {
              header: ['Level', 'Times opened', 'Proposals', 'Accepted'],
              rows: data.levels.map((l) => [l.name, l.views, l.proposals, l.accepted]),
            }
          }
          empty={viewed ? null : unpublished}
          format={(v) => count(Number(v))}
          chart={
            data && (
              <LazyBars
                chart={{
                  labels: data.levels.map((l) => l.name),
                  datasets: [
                    { label: 'Times opened', data: data.levels.map((l) => l.views) },
                    { label: 'Accepted', data: data.levels.map((l) => l.accepted) },
                  ],
                }}
                format={count}
              />
            )
          }
        />
        <ReportCard
          title="Sections read longest"
          file="sections-read"
          loading={e.isPending}
          error={e.error}
          table={
            data && {
              header: ['Section', 'Seconds in all', 'Proposals', 'Seconds per proposal'],
              rows: data.sections.map((s) => [sectionText(s.section), s.seconds, s.proposals, s.average_seconds]),
            }
          }
          empty={data?.sections.length ? null : unpublished}
          format={(v) => count(Number(v))}
        />
      </SimpleGrid>
      <ReportCard
        title="Follow up: opened, not answered"
        description={`Proposals a client opened at least ${days} days ago that are still Sent or Under Review`}
        file="follow-up"
        loading={e.isPending}
        error={e.error}
        controls={
          <NumberInput
            size="xs"
            aria-label="Days since opened"
            min={0}
            max={365}
            value={days}
            onChange={(v) => setDays(Number(v) || 0)}
            w={90}
            suffix=" days"
          />
        }
        table={
          data && {
            header: ['Quote', 'Title', 'Client', 'Consultant', 'Status', 'First opened', 'Opens', 'Days since'],
            rows: data.follow_up.map((f) => [
              f.code,
              f.title,
              f.client,
              f.consultant,
              f.status,
              formatDate(f.first_opened, dateFormat),
              f.opens,
              Math.floor(f.days_since_opened),
            ]),
          }
        }
        empty={data?.follow_up.length ? null : `No proposal opened ${days} days ago or more is waiting for an answer.`}
        format={(v) => count(Number(v))}
        linkOf={(i) => data && `/quote/basic-info?itinerary=${data.follow_up[i]!.id}`}
      />
    </>
  );
}
