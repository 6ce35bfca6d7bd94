import { useMemo } from 'react';
import { Badge, Group, MultiSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useSupplierOptions, type SupplierOption } from '../api/list-suppliers';
import type { ServiceFormValues } from './service-form-state';

/** The Suppliers tab: who the service is bought from. The first one is the default of new rate lines. */
export function ServiceSuppliersForm({
  form,
  initialSuppliers,
}: {
  form: UseFormReturnType<ServiceFormValues>;
  initialSuppliers: SupplierOption[];
}) {
  const { t } = useTranslation('catalogue');
  const suppliers = useSupplierOptions();
  // The service's own suppliers are known even if they are not among the first hundred of the list.
  const all = useMemo(() => {
    const map = new Map<number, SupplierOption>(initialSuppliers.map((s) => [s.id, s]));
    for (const s of suppliers.data?.data ?? []) map.set(s.id, s);
    return map;
  }, [suppliers.data, initialSuppliers]);
  const chosen = form.values.supplier_ids.map((id) => all.get(id)).filter((s): s is SupplierOption => Boolean(s));

  return (
    <Stack gap="md" maw={880}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <div>
            <Title order={3} fz="sm" tt="uppercase" c="dimmed" lts={0.4}>
              {t('editor.tabs.suppliers')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('supplierTab.intro')}
            </Text>
          </div>
          <MultiSelect<number>
            aria-label={t('editor.tabs.suppliers')}
            placeholder={chosen.length ? undefined : t('supplierTab.search')}
            data={[...all.values()].map((s) => ({ value: s.id, label: `${s.name} (${s.code})` }))}
            searchable
            clearable
            nothingFoundMessage={t('supplierTab.noMatch')}
            {...form.getInputProps('supplier_ids')}
          />
        </Stack>
      </Paper>
      {chosen.length > 0 && (
        <Table withTableBorder verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={160}>{t('info.code')}</Table.Th>
              <Table.Th>{t('suppliers.name')}</Table.Th>
              <Table.Th w={220}>{t('supplierTab.rateLines')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chosen.map((s, i) => {
              const lines = form.values.rate_lines.filter((l) => l.supplier_id === s.id).length;
              return (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {s.code}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Text size="sm" fw={500}>
                        {s.name}
                      </Text>
                      {i === 0 && (
                        <Badge size="xs" variant="light">
                          {t('supplierTab.default')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {lines ? t('supplierTab.lines', { count: lines }) : t('supplierTab.noLines')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
