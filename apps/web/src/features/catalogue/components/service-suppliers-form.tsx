import { useMemo } from 'react';
import { Badge, Group, MultiSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
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
              Suppliers
            </Title>
            <Text size="xs" c="dimmed">
              The companies this service is bought from. New rate lines are bought from the first one unless a line says
              otherwise.
            </Text>
          </div>
          <MultiSelect<number>
            aria-label="Suppliers"
            placeholder={chosen.length ? undefined : 'Search suppliers by name or code'}
            data={[...all.values()].map((s) => ({ value: s.id, label: `${s.name} (${s.code})` }))}
            searchable
            clearable
            nothingFoundMessage="No supplier matches"
            {...form.getInputProps('supplier_ids')}
          />
        </Stack>
      </Paper>
      {chosen.length > 0 && (
        <Table withTableBorder verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={160}>Code</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th w={220}>Rate lines</Table.Th>
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
                          Default
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {lines ? `${lines} ${lines === 1 ? 'line' : 'lines'}` : 'none'}
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
