import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Badge, Button, Group, Modal, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { toApiDate } from '@itinera/domain';
import type { CatalogueService } from '@itinera/domain/contracts';
import { LoadingModal } from '../../../components/loading-modal';
import { addServices } from '../api/services/add-services';
import { commitDayInput } from '../logic/day-field';
import { previewDates, type PreviewDates } from '../logic/preview-dates';
import { CataloguePicker } from './catalogue-picker';
import { KIND_OPTIONS, LEVEL_LOOK } from './service-look';
import { useServicesTab } from './services-context';

// By default each service keeps the level it has in the catalogue (a Luxury hotel stays Luxury).

/** Picks catalogue services (several pages), then a day, level and kind, and adds them in one call. */
export function AddServicesModal({
  opened,
  onClose,
  initialDay = '1',
}: {
  opened: boolean;
  onClose: () => void;
  initialDay?: string;
}) {
  const { t } = useTranslation('services');
  const { quote, run } = useServicesTab();
  const levelOptions = [
    { value: 'catalogue', label: t('addModal.asInCatalogue') },
    ...LEVEL_LOOK.map((l) => ({ value: String(l.value), label: l.label })),
  ];
  const kindOptions = KIND_OPTIONS.map((k) => ({ value: k.value, label: k.label }));
  const [selected, setSelected] = useState<CatalogueService[]>([]);
  const [day, setDay] = useState(initialDay);
  const [dayError, setDayError] = useState<string | null>(null);
  const [level, setLevel] = useState('catalogue');
  const [kind, setKind] = useState('0');
  const [saving, setSaving] = useState(false);
  // The prices shown are for the days chosen (a hotel on day 1 is one night), kept while a day is half typed.
  const [typedDay] = useDebouncedValue(day, 300);
  const [today] = useState(() => toApiDate(Date.now()));
  const [dates, setDates] = useState<PreviewDates | null>(null);
  const next = previewDates(quote.start_date, typedDay, today);
  if (next && (next.from !== dates?.from || next.to !== dates?.to)) setDates(next);

  const close = () => {
    setSelected([]);
    setDayError(null);
    onClose();
  };
  const submit = async () => {
    const checked = commitDayInput(day, day);
    setDay(checked.value);
    if (checked.error) return setDayError(checked.error);
    setSaving(true);
    const body = {
      services: selected.map((s) => ({
        service_id: s.id,
        day: checked.value,
        level: level === 'catalogue' ? s.level : Number(level),
        optional: Number(kind) as 0 | 1 | 2,
      })),
    };
    const answer = await run(() => addServices(quote.uuid, body));
    setSaving(false);
    if (answer) close();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('add')}
      size={1060}
      radius="lg"
      centered
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened && (
        <CataloguePicker
          uuid={quote.uuid}
          currency={quote.currency.currency_sign}
          selected={selected}
          onSelected={setSelected}
          dates={dates}
        />
      )}
      <Group justify="space-between" align="flex-end" mt="md" wrap="nowrap">
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('col.day')}
            description={t('addModal.range')}
            value={day}
            onChange={(e) => {
              setDay(e.currentTarget.value);
              setDayError(null);
            }}
            error={dayError}
            w={130}
            data-action-type="quote-services-add-day"
          />
          <Select
            label={t('col.level')}
            data={levelOptions}
            value={level}
            onChange={(v) => v && setLevel(v)}
            allowDeselect={false}
            w={160}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('col.kind')}
            data={kindOptions}
            value={kind}
            onChange={(v) => v && setKind(v)}
            allowDeselect={false}
            w={130}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Badge variant="light" color={selected.length ? 'teal' : 'gray'} size="lg" radius="sm" tt="none">
            {t('selection.count', { count: selected.length })}
          </Badge>
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button
            onClick={submit}
            loading={saving}
            disabled={selected.length === 0}
            data-action-type="quote-services-add-confirm"
          >
            {selected.length ? t('addModal.addN', { count: selected.length }) : t('add')}
          </Button>
        </Group>
      </Group>
      <LoadingModal opened={saving} kind="services" />
    </Modal>
  );
}
