import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { ActionIcon, Button, Group, NumberInput, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useFormats } from '../../../lib/formats';
import { scopeValuesError, type PaxValues } from '../logic/pax-price-edits';

export interface BulkSetPopoverProps {
  /** 'Every passenger at Comfort', 'John Smith at every level', 'Every passenger at every level'. */
  title: string;
  disabled: boolean;
  /** A labelled button (the "all" control) instead of the small icon of a row or a column. */
  button?: string;
  actionType: string;
  /** Resolves true when saved, so the popover closes; false keeps it open with what was typed. */
  onApply: (values: PaxValues) => Promise<boolean>;
}

const numberOf = (v: number | string): number | undefined => (v === '' || v === '-' ? undefined : Number(v));

/** Sets Upsales % and fee for a row, a column or every cell at once (docs/domain/pricing.md#step-7-upsales-and-fee). */
export function BulkSetPopover({ title, disabled, button, actionType, onApply }: BulkSetPopoverProps) {
  const { t } = useTranslation('services');
  const { separators } = useFormats();
  const [opened, setOpened] = useState(false);
  const [pct, setPct] = useState<number | string>('');
  const [fee, setFee] = useState<number | string>('');
  const [busy, setBusy] = useState(false);
  const values: PaxValues = { mkt_percentage: numberOf(pct), fee: numberOf(fee) };
  const error = scopeValuesError(values);
  const empty = values.mkt_percentage === undefined && values.fee === undefined;
  const apply = async () => {
    setBusy(true);
    const saved = await onApply(values);
    setBusy(false);
    if (saved) {
      setOpened(false);
      setPct('');
      setFee('');
    }
  };
  const label = t('bulk.label', { title });
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom" withArrow shadow="md" trapFocus withinPortal>
      <Popover.Target>
        {button ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconAdjustmentsHorizontal size={15} />}
            disabled={disabled}
            onClick={() => setOpened((o) => !o)}
            data-action-type={actionType}
          >
            {button}
          </Button>
        ) : (
          <Tooltip label={label} withArrow openDelay={300} disabled={opened}>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              aria-label={label}
              disabled={disabled}
              onClick={() => setOpened((o) => !o)}
              data-action-type={actionType}
            >
              <IconAdjustmentsHorizontal size={14} />
            </ActionIcon>
          </Tooltip>
        )}
      </Popover.Target>
      <Popover.Dropdown w={250}>
        <Stack gap={8}>
          <Text size="sm" fw={600}>
            {title}
          </Text>
          <Group gap="xs" grow wrap="nowrap">
            <NumberInput
              size="xs"
              label={t('bulk.upsales')}
              value={pct}
              onChange={setPct}
              decimalScale={2}
              hideControls
              suffix=" %"
              {...separators}
              data-autofocus
            />
            <NumberInput
              size="xs"
              label={t('fig.fee')}
              value={fee}
              onChange={setFee}
              decimalScale={2}
              hideControls
              {...separators}
            />
          </Group>
          <Text size="xs" c={error ? 'red' : 'dimmed'}>
            {error ?? t('bulk.blank')}
          </Text>
          <Button
            size="xs"
            onClick={() => void apply()}
            loading={busy}
            disabled={empty || error !== null}
            data-action-type={`${actionType}-apply`}
          >
            {t('bulk.apply')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
