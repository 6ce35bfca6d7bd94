import { useId } from 'react';
import { Group, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { capital } from './list-body';
import type { ListTablePaging } from './list-table';
import { PageButtons } from './page-buttons';

/** Under a paged table: "1–5 of 14 quotes", the page size and the pages, as mantine-datatable drew them. */
export function TablePager<T>(p: ListTablePaging<T>) {
  const { t } = useTranslation();
  const from = (p.page - 1) * p.limit + 1;
  const to = from + p.records.length - 1;
  const pages = Math.max(1, Math.ceil(p.total / p.limit));
  const perPage = t('list.perPage', { noun: capital(p.noun.many) });
  const sizeId = useId();
  return (
    <Group
      justify="space-between"
      px="sm"
      py="xs"
      gap="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Text size="sm">{t('list.range', { from, to, total: p.total, noun: p.noun.many })}</Text>
      <Group gap="md" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" component="label" htmlFor={sizeId}>
            {perPage}
          </Text>
          <NativeSelect
            id={sizeId}
            size="xs"
            w={60}
            data={p.pageSizes.map(String)}
            value={String(p.limit)}
            onChange={(e) => p.onLimit(Number(e.currentTarget.value))}
          />
        </Group>
        <PageButtons
          total={pages}
          value={p.page}
          onChange={p.onPage}
          style={{ opacity: p.fetching ? 0.6 : 1 }}
          previousLabel={t('list.previousPage')}
          nextLabel={t('list.nextPage')}
        />
      </Group>
    </Group>
  );
}
