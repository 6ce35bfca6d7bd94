import { useState } from 'react';
import { NumberInput, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEngagement } from '../api/get-engagement';
import type { ReportFilters } from '../api/report-filters';
import { count, dateText, levelText, sectionText, statusText } from '../logic/labels';
import { LazyBars, ReportCard } from './report-card';

/** What clients look at on the proposal page (docs/domain/reports.md#what-clients-look-at). */
export function EngagementSection({ filters, dateFormat }: { filters: ReportFilters; dateFormat: string }) {
  const { t } = useTranslation('reports');
  const [days, setDays] = useState(3);
  const e = useEngagement(filters, days);
  const data = e.data;
  const viewed = !!data?.levels.some((l) => l.views || l.accepted);
  const unpublished = t('engagement.unpublished');
  return (
    <>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" mb="md">
        <ReportCard
          title={t('engagement.levels')}
          file="levels-opened"
          loading={e.isPending}
          error={e.error}
          table={
            data && {
              header: [
                t('engagement.level'),
                t('engagement.timesOpened'),
                t('engagement.proposals'),
                t('engagement.accepted'),
              ],
              rows: data.levels.map((l) => [levelText(l.level, l.name), l.views, l.proposals, l.accepted]),
            }
          }
          empty={viewed ? null : unpublished}
          format={(v) => count(Number(v))}
          chart={
            data && (
              <LazyBars
                chart={{
                  labels: data.levels.map((l) => levelText(l.level, l.name)),
                  datasets: [
                    { label: t('engagement.timesOpened'), data: data.levels.map((l) => l.views) },
                    { label: t('engagement.accepted'), data: data.levels.map((l) => l.accepted) },
                  ],
                }}
                format={count}
              />
            )
          }
        />
        <ReportCard
          title={t('engagement.sections')}
          file="sections-read"
          loading={e.isPending}
          error={e.error}
          table={
            data && {
              header: [
                t('engagement.section'),
                t('engagement.secondsAll'),
                t('engagement.proposals'),
                t('engagement.secondsPer'),
              ],
              rows: data.sections.map((s) => [sectionText(s.section), s.seconds, s.proposals, s.average_seconds]),
            }
          }
          empty={data?.sections.length ? null : unpublished}
          format={(v) => count(Number(v))}
        />
      </SimpleGrid>
      <ReportCard
        title={t('engagement.followUp')}
        description={t('engagement.followUpText', { days })}
        file="follow-up"
        loading={e.isPending}
        error={e.error}
        controls={
          <NumberInput
            size="xs"
            aria-label={t('engagement.daysSince')}
            min={0}
            max={365}
            value={days}
            onChange={(v) => setDays(Number(v) || 0)}
            w={90}
            suffix={t('engagement.daysSuffix')}
          />
        }
        table={
          data && {
            header: [
              t('engagement.quote'),
              t('engagement.titleColumn'),
              t('engagement.client'),
              t('engagement.consultant'),
              t('engagement.status'),
              t('engagement.firstOpened'),
              t('engagement.opens'),
              t('engagement.daysSinceColumn'),
            ],
            rows: data.follow_up.map((f) => [
              f.code,
              f.title,
              f.client,
              f.consultant,
              statusText(f.status),
              dateText(f.first_opened, dateFormat),
              f.opens,
              Math.floor(f.days_since_opened),
            ]),
          }
        }
        empty={data?.follow_up.length ? null : t('engagement.noneFollow', { days })}
        format={(v) => count(Number(v))}
        linkOf={(i) => data && `/quote/basic-info?itinerary=${data.follow_up[i]!.id}`}
      />
    </>
  );
}
