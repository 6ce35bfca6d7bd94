import { Fragment, useState } from 'react';
import { Table } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DayGroup } from '../logic/group-by-day';
import { serviceTableRows } from '../logic/group-rows';
import { DayHeaderRow } from './day-header-row';
import { GroupRow } from './group-row';
import { ServiceRow } from './service-row';
import { useServicesTab } from './services-context';

/**
 * The services of the quote, under one header per day ("Day 2 · May 02, 2026"); with grouping on,
 * equal services of a day read as one expandable line (docs/domain/spec-sections.md#spec-02-section-5).
 */
export function ServicesTable({ groups, grouping }: { groups: DayGroup[]; grouping: boolean }) {
  const { t } = useTranslation('services');
  const { columns, showVisibility, quote } = useServicesTab();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (key: number) =>
    setExpanded((old) => {
      const next = new Set(old);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const columnCount = 8 + (showVisibility ? 1 : 0) + (columns.cost ? 2 : 0) + (columns.sale ? 2 : 0);
  return (
    <Table.ScrollContainer minWidth={1000} type="native">
      <Table
        verticalSpacing={6}
        horizontalSpacing={4}
        fz="sm"
        withTableBorder
        highlightOnHover
        aria-label={t('tableLabel')}
      >
        {/* Headers stay on one line: a two-line "Price unit" made the header row twice as tall. */}
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th w={28} />
            <Table.Th w={32} />
            {/* The name takes what the compact columns leave (decisions 0039, 0040 and 0041); hover shows all of it. */}
            <Table.Th miw={220}>{t('col.service')}</Table.Th>
            <Table.Th w={58}>{t('col.day')}</Table.Th>
            <Table.Th w={62}>{t('col.level')}</Table.Th>
            <Table.Th w={88}>{t('col.kind')}</Table.Th>
            <Table.Th w={100}>{t('col.status')}</Table.Th>
            {showVisibility && (
              <Table.Th w={34} aria-label={t('col.visible')}>
                <IconEye size={15} />
              </Table.Th>
            )}
            {columns.cost && (
              <Table.Th w={78} ta="right">
                {t('col.cost')}
              </Table.Th>
            )}
            {columns.sale && (
              <Table.Th w={78} ta="right">
                {t('col.priceUnit')}
              </Table.Th>
            )}
            {columns.sale && (
              <Table.Th w={92} ta="right">
                {t('col.sale')}
              </Table.Th>
            )}
            {columns.cost && (
              <Table.Th w={66} ta="right">
                {t('col.margin')}
              </Table.Th>
            )}
            <Table.Th w={34} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Fragment key={group.day}>
              <DayHeaderRow group={group} columnCount={columnCount} />
              {serviceTableRows(group.services, quote.num_pax, grouping).map((row) =>
                row.kind === 'service' ? (
                  <ServiceRow key={row.service.id} service={row.service} />
                ) : (
                  <Fragment key={`g${row.group.key}`}>
                    <GroupRow
                      group={row.group}
                      expanded={expanded.has(row.group.key)}
                      onToggle={() => toggle(row.group.key)}
                    />
                    {expanded.has(row.group.key) &&
                      row.group.members.map((m) => <ServiceRow key={m.id} service={m} nested />)}
                  </Fragment>
                ),
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
