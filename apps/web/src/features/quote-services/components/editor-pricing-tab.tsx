import { useFormats } from '../../../lib/formats';
import { useTranslation } from 'react-i18next';
import { unitsText } from '../logic/service-units';
import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import type { QuoteService } from '@itinera/domain/contracts';
import { priceEdit } from '@itinera/domain';
import { useServerText } from '../../../components/server-text';
import { seesSupplyOf } from '../../../lib/supply-side';
import { useAuth } from '../../../lib/use-auth';
import { EditorPriceLines, EditorSupplierLines } from './editor-lines';
import { MoneyCell } from './money-cell';
import { useServicesTab } from './services-context';

function Figure({ label, children, hint }: { label: string; children: React.ReactNode; hint?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {children}
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Pricing (tab 2): the four price edit origins of the spec (unit cost, quantity, final price,
 * percentage); each re-prices the quote through process as soon as the field is left.
 */
export function EditorPricingTab({ service }: { service: QuoteService }) {
  const { t } = useTranslation('services');
  const serverText = useServerText();
  const formats = useFormats();
  const { quote, readOnly, pricesLocked, visibility, edit, currency } = useServicesTab();
  // Who supplies the service is the tour operator's: a client agency is answered no supplier lines.
  const supply = seesSupplyOf(useAuth());
  const locked = readOnly || pricesLocked;
  const name = service.name.value;
  return (
    <Stack gap="md">
      {pricesLocked && (
        <Alert color="orange" variant="light" icon={<IconLock size={18} />} py={8}>
          {serverText.pricesLocked(quote.status.id)}
        </Alert>
      )}
      {service.errors.length > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} py={8} title={t('pricing.cannot')}>
          {service.errors.map((e) => (
            <Text key={e} size="sm">
              {e}
            </Text>
          ))}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={4} spacing="md">
          <Figure
            label={t('pricing.quantity')}
            hint={`${unitsText(t, service.units, service.unit_label, service.id_service_type)} · ${t('pax', { count: service.num_pax })}`}
          >
            <NumberInput
              key={`q${service.quantity}`}
              size="xs"
              aria-label={t('pricing.quantityOf', { name })}
              defaultValue={service.quantity}
              min={0}
              max={10_000}
              allowDecimal={false}
              allowNegative={false}
              readOnly={locked}
              onBlur={(e) => {
                const q = Number(e.currentTarget.value);
                if (Number.isInteger(q) && q !== service.quantity) edit(service, { quantity: q });
              }}
              data-action-type="quote-service-quantity"
            />
          </Figure>
          {visibility.canViewCost && (
            <Figure
              label={t('editor.unitCost')}
              hint={
                service.cost !== undefined
                  ? t('pricing.costHint', { currency, value: formats.number(service.cost, 2) })
                  : undefined
              }
            >
              <MoneyCell
                key={`cu${service.cost_unit}`}
                value={service.cost_unit}
                label={t('unitCostOf', { name })}
                readOnly={locked}
                actionType="quote-service-cost"
                onCommit={(v) => edit(service, priceEdit(service, 'cost_unit', v))}
                w={140}
              />
            </Figure>
          )}
          {visibility.canViewCost && (
            <Figure
              label={t('pricing.percentage')}
              hint={
                service.margin !== undefined
                  ? t('pricing.marginHint', { currency, value: formats.number(service.margin, 2) })
                  : undefined
              }
            >
              <MoneyCell
                key={`m${service.percentage_margin}`}
                value={service.percentage_margin}
                label={t('marginOf', { name })}
                readOnly={locked}
                max={99.99}
                suffix="%"
                actionType="quote-service-margin"
                onCommit={(v) => edit(service, priceEdit(service, 'percentage_margin', v))}
                w={140}
              />
            </Figure>
          )}
          {visibility.canViewSale && (
            <Figure
              label={t('pricing.final')}
              hint={
                service.price_unit !== undefined
                  ? t('pricing.unitHint', { currency, value: formats.number(service.price_unit, 2) })
                  : undefined
              }
            >
              <MoneyCell
                key={`p${service.price}`}
                value={service.price}
                label={t('pricing.finalOf', { name })}
                readOnly={locked}
                actionType="quote-service-price"
                onCommit={(v) => edit(service, priceEdit(service, 'price', v))}
                w={140}
              />
            </Figure>
          )}
        </SimpleGrid>
        {service.isPriceEdited && visibility.canViewSale && (
          <Group justify="space-between" mt="sm">
            <Text size="xs" c="blue">
              {t('pricing.edited', { currency, value: formats.number(service.calculated_price ?? 0, 2) })}
            </Text>
            {!locked && (
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => edit(service, { price: null, percentage_margin: null })}
                data-action-type="quote-service-price-reset"
              >
                {t('pricing.useCalculated')}
              </Button>
            )}
          </Group>
        )}
      </Paper>
      <EditorPriceLines lines={service.service_price} />
      {supply && <EditorSupplierLines lines={service.service_supplier} />}
    </Stack>
  );
}
