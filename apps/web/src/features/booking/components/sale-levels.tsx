import { useState } from 'react';
import { Alert, Button, Card, Group, Loader, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isAllLevels } from '@itinera/domain';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { useFormats } from '../../../lib/formats';
import { useConfirmSale } from '../api/confirm-sale';
import { useSaleLevels } from '../api/get-sale-levels';

export interface SaleLevelsProps {
  quote: QuoteDetail;
}

/** The level cards: the user picks the level the client bought and confirms the sale (contract I10, I11). */
export function SaleLevels({ quote }: SaleLevelsProps) {
  const { t } = useTranslation('booking');
  const formats = useFormats();
  const levels = useSaleLevels(quote.id, true);
  const confirm = useConfirmSale(quote.id);
  const [chosen, setChosen] = useState<string | null>(null);
  if (levels.isPending) return <Loader aria-label={t('sale.loading')} />;
  const sellers = levels.data ?? [];
  const seller = sellers.find((s) => s.type === 'seller') ?? sellers[0];
  // The level's name from the catalogue (common.levels), the seller type's own name for one it lacks.
  const levelName = (p: { level: number; type: string }) =>
    t(`common:levels.${p.level}.label`, { defaultValue: p.type });
  const cards = [...(seller?.prices ?? [])].filter((p) => !isAllLevels(p.level)).sort((a, b) => a.level - b.level);
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="lg">
          {t('sale.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('sale.intro')}
        </Text>
      </div>
      {cards.length === 0 ? (
        <Alert color="gray">{t('sale.noLevel')}</Alert>
      ) : (
        <Radio.Group value={chosen} onChange={setChosen} name="sold-level" label={t('sale.levelSold')} withAsterisk>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
            {cards.map((p) => (
              <Radio.Card key={p.level} value={String(p.level)} radius="md" p="md" aria-label={levelName(p)}>
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Text fw={700}>{levelName(p)}</Text>
                    {typeof p.total === 'number' && (
                      <Text size="sm" c="dimmed">
                        {formats.money(p.total, quote.currency.currency_sign)}
                      </Text>
                    )}
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
      <Group>
        <Button
          leftSection={<IconCircleCheck size={18} />}
          disabled={!chosen || !seller}
          loading={confirm.isPending}
          onClick={() => confirm.mutate({ sellerTypes: sellers, seller: seller!.id, level: Number(chosen) })}
          data-action-type="booking-confirm-sale"
        >
          {t('sale.confirm')}
        </Button>
      </Group>
      <Card withBorder radius="md" p="sm" bg="gray.0">
        <Text size="sm">{t('sale.locked')}</Text>
      </Card>
    </Stack>
  );
}
