import { Group, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { showSaveError } from '../../../components/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import { useContractOwners } from '../api/get-contract-owners';
import type { Client } from '../api/save-client';
import { COMMISSION_MODES, useSaveContract, type CommissionMode, type Contract } from '../api/save-contract';
import { LocationsMultiSelect } from './locations-multi-select';

interface SalesManualOption {
  id: number;
  name: string;
  valid_from: string;
  valid_to: string;
  currency: { code: string };
}

interface Values {
  name: string;
  sales_manual_id: string | null;
  location_ids: number[];
  owner_user_id: string | null;
  commission_mode: CommissionMode;
  commission_pct: number | string;
}

/** Create or edit a contract: which sales manual prices the client's quotes, where, and the commission. */
export function ContractForm({
  client,
  contract,
  onClose,
}: {
  client: Client;
  contract: Contract | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('clients');
  const save = useSaveContract();
  const manuals = useCatalogueList<SalesManualOption>('/tenant/sales_manuals', { limit: 500 });
  const owners = useContractOwners();
  const form = useForm<Values>({
    initialValues: {
      name: contract?.name ?? '',
      sales_manual_id: contract ? String(contract.sales_manual.id) : null,
      location_ids: contract?.location_ids ?? [],
      owner_user_id: contract?.owner_user_id ? String(contract.owner_user_id) : null,
      commission_mode: contract?.commission_mode ?? 'net',
      commission_pct: contract ? Number(contract.commission_pct) : 0,
    },
    validate: {
      name: (v) => (v.trim() ? null : t('contractForm.nameRequired')),
      sales_manual_id: (v) => (v ? null : t('contractForm.manualRequired')),
      commission_pct: (v, values) =>
        values.commission_mode !== 'net' && !(Number(v) > 0) ? t('contractForm.commissionRequired') : null,
    },
  });
  const isNet = form.values.commission_mode === 'net';
  const mode = COMMISSION_MODES.find((m) => m.value === form.values.commission_mode)!;

  const submit = form.onSubmit((v) =>
    save.mutate(
      {
        id: contract?.id,
        client_id: client.id,
        name: v.name.trim(),
        sales_manual_id: Number(v.sales_manual_id),
        location_ids: v.location_ids,
        owner_user_id: v.owner_user_id ? Number(v.owner_user_id) : null,
        commission_mode: v.commission_mode,
        commission_pct: v.commission_mode === 'net' ? 0 : Number(v.commission_pct),
      },
      {
        onSuccess: () => {
          notifySuccess(contract ? t('contractForm.saved') : t('contractForm.created'));
          onClose();
        },
        onError: (error) => showSaveError(form, error),
      },
    ),
  );

  const manualOptions = (manuals.data?.data ?? []).map((m) => ({
    value: String(m.id),
    label: `${m.name} · ${m.currency.code}`,
  }));
  const ownerOptions = (owners.data ?? [])
    .filter((u) => u.active || String(u.id) === form.values.owner_user_id)
    .map((u) => ({ value: String(u.id), label: u.name }));

  return (
    <FormModal
      opened
      onClose={onClose}
      title={
        contract ? t('contractForm.edit', { name: contract.name }) : t('contractForm.newFor', { name: client.name })
      }
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={contract ? t('clientForm.saveChanges') : t('contractForm.create')}
      actionType="contract-save"
      size="lg"
    >
      <TextInput
        label={t('clientForm.name')}
        placeholder={t('contractForm.namePlaceholder', { client: client.name })}
        required
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Group grow align="flex-start">
        <Select
          label={t('contractForm.manual')}
          description={t('contractForm.manualHint')}
          placeholder={t('contractForm.pickManual')}
          data={manualOptions}
          searchable
          required
          allowDeselect={false}
          nothingFoundMessage={t('contractForm.noManual')}
          {...form.getInputProps('sales_manual_id')}
        />
        <Select
          label={t('panel.accountManager')}
          description={t('contractForm.ownerHint')}
          placeholder={t('contractForm.nobody')}
          data={ownerOptions}
          searchable
          clearable
          nothingFoundMessage={t('contractForm.noUser')}
          {...form.getInputProps('owner_user_id')}
        />
      </Group>
      <LocationsMultiSelect
        label={t('panel.locations')}
        description={t('contractForm.locationsHint')}
        value={form.values.location_ids}
        onChange={(ids) => form.setFieldValue('location_ids', ids)}
        error={form.errors.location_ids}
      />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('panel.commission')}
        </Text>
        <SegmentedControl
          fullWidth
          data={COMMISSION_MODES.map((m) => ({ value: m.value, label: t(`modes.${m.value}.label`) }))}
          {...form.getInputProps('commission_mode')}
        />
        <Group align="flex-start" wrap="nowrap">
          <Text size="xs" c="dimmed" style={{ flex: 1 }} pt={8}>
            {t(`modes.${mode.value}.hint`)}
          </Text>
          <NumberInput
            aria-label={t('contractForm.percentage')}
            w={140}
            suffix=" %"
            min={0}
            max={99.99}
            decimalScale={2}
            disabled={isNet}
            {...form.getInputProps('commission_pct')}
            value={isNet ? 0 : form.values.commission_pct}
          />
        </Group>
      </Stack>
    </FormModal>
  );
}
