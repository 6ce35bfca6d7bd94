import { useEffect, useMemo, useState } from 'react';
import { Badge, Box, Button, Group, Tabs, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isImageRef } from '@itinera/domain/contracts';
import { IconAlertTriangle, IconCoins, IconInfoCircle, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import { useCreateService } from '../api/create-service';
import type { ServiceDetail } from '../api/get-service';
import { useUpdateService } from '../api/update-service';
import {
  emptyServiceForm,
  errorDetails,
  formToBody,
  mapServerErrors,
  sectionErrors,
  serviceToForm,
  type RateLineValues,
  type ServiceFormValues,
} from './service-form-state';
import { ServiceInfoForm } from './service-info-form';
import { rowProblems, type RateDefaults, type SalesManualOption } from './service-rate-lines';
import { ServiceRatesGrid } from './service-rates-grid';
import { ServiceSuppliersForm } from './service-suppliers-form';
import { notifyRateImpact } from './rate-impact-notice';

type Tab = 'info' | 'suppliers' | 'rates';
const INFO_FIELDS = [
  'code',
  'name_en',
  'name_es',
  'description_en',
  'description_es',
  'id_service_type',
  'category_id',
  'location_id',
  'level',
  'days_services',
  'inactivity_from',
  'tag_ids',
  'images',
  'amenities',
];

/** A server message stays on its row until that row is edited (then the live rules take over). */
type ServerRowErrors = Record<string, { snapshot: string; messages: string[] }>;
const snapshot = (l: RateLineValues) => JSON.stringify(l);

export interface ServiceEditorFormProps {
  service: ServiceDetail | null;
  readOnly: boolean;
  onClose: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  onNestedChange: (open: boolean) => void;
}

export function ServiceEditorForm({
  service,
  readOnly,
  onClose,
  onCancel,
  onDirtyChange,
  onNestedChange,
}: ServiceEditorFormProps) {
  const { t } = useTranslation('catalogue');
  const manuals = useCatalogueList<SalesManualOption>('/tenant/sales_manuals');
  const create = useCreateService();
  const update = useUpdateService();
  const [tab, setTab] = useState<Tab>('info');
  const [serverRows, setServerRows] = useState<ServerRowErrors>({});
  const form = useForm<ServiceFormValues>({
    initialValues: service ? serviceToForm(service) : emptyServiceForm(),
    // The sections the type requires are the write API's own rule (missingSections), with its words.
    validate: (v) => ({
      name_en: v.name_en.trim() ? null : t('editor.nameRequired'),
      id_service_type: v.id_service_type ? null : t('editor.typeRequired'),
      // The API's own rule: a library picture, an uploaded file or a web address (decision 0063).
      images: v.images.some((u) => !isImageRef(u)) ? t('editor.imagesRule') : null,
      ...sectionErrors(v),
    }),
  });
  const values = form.values;
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const problems = useMemo(
    () => rowProblems(values.rate_lines, values.id_service_type, values.days_services),
    [values.rate_lines, values.id_service_type, values.days_services],
  );
  const rowMessages = useMemo(() => {
    const out: Record<number, string[]> = { ...problems };
    values.rate_lines.forEach((l, i) => {
      const server = serverRows[l.key];
      if (server && server.snapshot === snapshot(l)) out[i] = [...new Set([...(out[i] ?? []), ...server.messages])];
    });
    return out;
  }, [problems, serverRows, values.rate_lines]);
  const badRows = Object.keys(rowMessages).length;

  const defaults: RateDefaults = {
    manual: manuals.data?.data[0] ?? null,
    supplierId: values.supplier_ids[0] ?? null,
    level: values.level,
  };
  const saving = create.isPending || update.isPending;

  const failed = (error: unknown) => {
    const { fields, rows } = mapServerErrors(errorDetails(error));
    if (error instanceof HttpError && error.status === 409 && !fields.code) fields.code = error.message;
    form.setErrors(fields);
    const byKey: ServerRowErrors = {};
    for (const [index, messages] of Object.entries(rows)) {
      const line = values.rate_lines[Number(index)];
      if (line) byKey[line.key] = { snapshot: snapshot(line), messages };
    }
    setServerRows(byKey);
    if (Object.keys(fields).some((f) => INFO_FIELDS.includes(f))) setTab('info');
    else if (fields.supplier_ids) setTab('suppliers');
    else if (Object.keys(byKey).length || fields.rate_lines) setTab('rates');
    notifyError(error);
  };

  const submit = form.onSubmit(
    (v) => {
      if (badRows > 0) {
        setTab('rates');
        return;
      }
      const body = formToBody(v);
      const saved = (s: ServiceDetail) => {
        notifySuccess(
          t('editor.saved', { name: s.name ?? v.name_en, code: s.code ?? body.code ?? t('editor.newCode') }),
          t('editor.savedTitle'),
        );
        // Only administrators edit services, and they see rate changes: no further check.
        if (service) void notifyRateImpact(service.id);
        onClose();
      };
      if (service) update.mutate({ id: service.id, body }, { onSuccess: saved, onError: failed });
      else create.mutate(body, { onSuccess: saved, onError: failed });
    },
    (errors) => {
      if (Object.keys(errors).some((f) => INFO_FIELDS.includes(f))) setTab('info');
      else if (errors.rate_lines) setTab('rates');
    },
  );

  const seasons = new Set(values.rate_lines.map((l) => `${l.season_from}|${l.season_to}`)).size;
  return (
    <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Tabs
        value={tab}
        onChange={(next) => next && setTab(next as Tab)}
        keepMounted={false}
        style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        <Tabs.List px="lg" pt="xs">
          <Tabs.Tab value="info" leftSection={<IconInfoCircle size={16} />}>
            {t('editor.tabs.info')}
          </Tabs.Tab>
          <Tabs.Tab
            value="suppliers"
            leftSection={<IconTruckDelivery size={16} />}
            rightSection={
              <Badge size="xs" variant="light" color="gray" circle>
                {values.supplier_ids.length}
              </Badge>
            }
          >
            {t('editor.tabs.suppliers')}
          </Tabs.Tab>
          <Tabs.Tab
            value="rates"
            leftSection={<IconCoins size={16} />}
            rightSection={
              <Badge size="xs" variant={badRows ? 'filled' : 'light'} color={badRows ? 'red' : 'gray'}>
                {values.rate_lines.length}
              </Badge>
            }
          >
            {t('editor.tabs.rates')}
          </Tabs.Tab>
        </Tabs.List>
        <Box
          component="fieldset"
          disabled={readOnly}
          px="lg"
          py="lg"
          m={0}
          style={{ flex: 1, overflowY: 'auto', minHeight: 0, border: 0 }}
        >
          <Tabs.Panel value="info">
            <ServiceInfoForm form={form} initialLocationLabel={service?.location.at(-1)?.location_name ?? null} />
          </Tabs.Panel>
          <Tabs.Panel value="suppliers">
            <ServiceSuppliersForm form={form} initialSuppliers={service?.suppliers ?? []} />
          </Tabs.Panel>
          <Tabs.Panel value="rates">
            <ServiceRatesGrid
              form={form}
              defaults={defaults}
              manuals={manuals.data?.data ?? []}
              messages={rowMessages}
              onNestedChange={onNestedChange}
            />
          </Tabs.Panel>
        </Box>
      </Tabs>
      <Group
        justify="space-between"
        px="lg"
        py="sm"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-gray-0)' }}
      >
        {badRows > 0 ? (
          <Group gap={6} c="red.7">
            <IconAlertTriangle size={16} />
            <Text size="sm" fw={500}>
              {t('editor.badRows', { count: badRows })}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {values.rate_lines.length
              ? t('editor.inSeasons', {
                  lines: t('editor.lines', { count: values.rate_lines.length }),
                  count: seasons,
                })
              : t('editor.noRates')}
          </Text>
        )}
        <Group gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {readOnly ? t('editor.close2') : t('common:actions.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={saving}>
              {service ? t('form.saveChanges') : t('editor.create')}
            </Button>
          )}
        </Group>
      </Group>
    </form>
  );
}
