import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { savePriceSettings } from '../api/pricing/save-price-settings';
import {
  currentMargins,
  MARGIN_MAX,
  marginBody,
  type Margins,
  type QuotePricesBody,
  type SellerType,
} from '../logic/price-settings';
import { MoneyCell } from './money-cell';
import { useServicesTab } from './services-context';

export interface PriceSettingsBarProps {
  prices: readonly unknown[];
  /** The seller type shown: the quote's own unless the user is only looking (read-only quote). */
  sellerType: SellerType;
  onViewType: (type: SellerType) => void;
}

/**
 * The quote's seller type and margins (hotels, other services), each saved at once through
 * POST /tenant/itinerary/prices/{id}. Margins reveal costs: only a user who sees costs gets them,
 * so a travel agent never does (docs/domain/spec-sections.md#spec-02-section-6).
 */
export function PriceSettingsBar({ prices, sellerType, onViewType }: PriceSettingsBarProps) {
  const { quote, readOnly, pricesLocked, visibility, run } = useServicesTab();
  const [saving, setSaving] = useState(false);
  const margins = currentMargins(prices);
  const save = async (body: QuotePricesBody) => {
    setSaving(true);
    // Quiet: a setting of the whole quote re-prices everything, no row is singled out.
    await run(() => savePriceSettings(quote.id, body), { quiet: true });
    setSaving(false);
  };
  const onType = (value: string) => {
    const type = value === 'reseller' ? 'reseller' : 'seller';
    onViewType(type);
    if (!readOnly) void save({ seller_type: type });
  };
  const { t } = useTranslation('services');
  const marginLocked = readOnly || pricesLocked || saving;
  const onMargin = (which: keyof Margins) => (value: number) => {
    const body = marginBody(which, value, margins);
    if (body) void save(body);
  };
  return (
    <Group gap="md" wrap="wrap">
      {visibility.canViewSale && (
        <SegmentedControl
          size="xs"
          aria-label={t('sellerType')}
          value={sellerType}
          onChange={onType}
          disabled={saving}
          data={[
            { value: 'seller', label: t('seller') },
            { value: 'reseller', label: t('reseller') },
          ]}
          data-action-type="quote-prices-seller-type"
        />
      )}
      {visibility.canViewCost && (
        <>
          <MarginInput
            label={t('fig.hotelsMargin')}
            value={margins.hotel}
            readOnly={marginLocked}
            onCommit={onMargin('hotel')}
          />
          <MarginInput
            label={t('fig.servicesMargin')}
            value={margins.services}
            readOnly={marginLocked}
            onCommit={onMargin('services')}
          />
        </>
      )}
    </Group>
  );
}

function MarginInput({
  label,
  value,
  readOnly,
  onCommit,
}: {
  label: string;
  value: number | undefined;
  readOnly: boolean;
  onCommit: (value: number) => void;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      <MoneyCell
        key={`${label}${value}`}
        value={value}
        label={`${label} %`}
        readOnly={readOnly}
        max={MARGIN_MAX}
        suffix=" %"
        actionType="quote-prices-margin"
        onCommit={onCommit}
        w={76}
      />
    </Group>
  );
}
