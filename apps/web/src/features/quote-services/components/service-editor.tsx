import { useTranslation } from 'react-i18next';
import { unitsText } from '../logic/service-units';
import { useFormats } from '../../../lib/formats';
import { Badge, Drawer, Group, Stack, Tabs, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { QuoteService } from '@itinera/domain/contracts';
import { EDITOR_TABS, editorServiceOf, editorTabOf, type EditorTab } from '../logic/editor-tabs';
import { EditorInfoTab } from './editor-info-tab';
import { EditorPaxTab } from './editor-pax-tab';
import { EditorPricingTab } from './editor-pricing-tab';
import { EditorRoomsTab } from './editor-rooms-tab';
import { levelLook, ServiceTypeIcon, statusLook } from './service-look';
import { useServicesTab } from './services-context';

/**
 * The service editor, a drawer over the table. It follows the address (?service=ID&tab=NAME), so
 * a link from an export error opens the right service on its pricing tab, and Back closes it.
 */
export function ServiceEditor({ services }: { services: QuoteService[] }) {
  const { t } = useTranslation('services');
  const [params, setParams] = useSearchParams();
  const id = editorServiceOf(params.get('service'));
  const tab = editorTabOf(params.get('tab'));
  const service = id === null ? undefined : services.find((s) => s.id === id);
  const close = () =>
    setParams((p) => {
      p.delete('service');
      p.delete('tab');
      return p;
    });
  const setTab = (next: string | null) =>
    setParams(
      (p) => {
        p.set('tab', next ?? 'info');
        return p;
      },
      { replace: true },
    );
  return (
    <Drawer
      opened={Boolean(service)}
      onClose={close}
      position="right"
      size={760}
      padding="lg"
      title={service ? <EditorTitle service={service} /> : null}
      styles={{ title: { flex: 1 } }}
    >
      {service && (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            {EDITOR_TABS.map((entry) => (
              <Tabs.Tab key={entry.value} value={entry.value} data-action-type={`quote-service-tab-${entry.value}`}>
                {t(`editorTabs.${entry.value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <EditorPanel tab={tab} service={service} />
        </Tabs>
      )}
    </Drawer>
  );
}

function EditorPanel({ tab, service }: { tab: EditorTab; service: QuoteService }) {
  // Keyed by the service's figures: a new answer re-mounts the forms with the server's values.
  const key = `${service.id}-${service.price}-${service.cost_unit}-${service.day}`;
  if (tab === 'room_types') return <EditorRoomsTab key={key} service={service} />;
  if (tab === 'pricing') return <EditorPricingTab key={key} service={service} />;
  if (tab === 'pax_assign') return <EditorPaxTab key={key} service={service} />;
  return <EditorInfoTab key={service.id} service={service} />;
}

function EditorTitle({ service }: { service: QuoteService }) {
  const { t } = useTranslation('services');
  const { dateFormat } = useServicesTab();
  const formats = useFormats();
  const status = statusLook(service.status);
  const level = levelLook(service.level);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ServiceTypeIcon id={service.id_service_type} size={36} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={700} size="lg" lineClamp={1}>
          {service.name.value}
        </Text>
        <Group gap={6}>
          <Text size="xs" ff="monospace" c="dimmed">
            {service.code}
          </Text>
          <Text size="xs" c="dimmed">
            · {t('day', { n: service.day })} · {formats.date(service.start_date, dateFormat)} ·{' '}
            {unitsText(t, service.units, service.unit_label, service.id_service_type)}
          </Text>
          <Badge size="xs" variant="light" color={level.color} radius="sm" tt="none">
            {level.label}
          </Badge>
          <Badge size="xs" variant="light" color={status.color} radius="sm" tt="none">
            {status.name}
          </Badge>
        </Group>
      </Stack>
    </Group>
  );
}
