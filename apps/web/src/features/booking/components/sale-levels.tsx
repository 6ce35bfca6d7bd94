import { useState } from 'react';
import { Alert, Button, Card, Group, Loader, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatWholeAmount } from '@itinera/domain';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { useConfirmSale } from '../api/confirm-sale';
import { useSaleLevels } from '../api/get-sale-levels';

export interface SaleLevelsProps {
  quote: QuoteDetail;
}

/** The level cards: the user picks the level the client bought and confirms the sale (contract I10, I11). */
export function SaleLevels({ quote }: SaleLevelsProps) {
  const levels = useSaleLevels(quote.id, true);
  const confirm = useConfirmSale(quote.id);
  const [chosen, setChosen] = useState<string | null>(null);
  if (levels.isPending) return <Loader aria-label="Loading the levels" />;
  const sellers = levels.data ?? [];
  const seller = sellers.find((s) => s.type === 'seller') ?? sellers[0];
  const cards = [...(seller?.prices ?? [])].filter((p) => p.level > 0).sort((a, b) => a.level - b.level);
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="lg">
          Confirm the sale
        </Title>
        <Text size="sm" c="dimmed">
          Pick the level the client bought. Only its services (and those of every level) are booked.
        </Text>
      </div>
      {cards.length === 0 ? (
        <Alert color="gray">This quote has no priced level yet: add services on the Services tab first.</Alert>
      ) : (
        <Radio.Group value={chosen} onChange={setChosen} name="sold-level" label="Level sold" withAsterisk>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
            {cards.map((p) => (
              <Radio.Card key={p.level} value={String(p.level)} radius="md" p="md" aria-label={p.type}>
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Text fw={700}>{p.type}</Text>
                    {typeof p.total === 'number' && (
                      <Text size="sm" c="dimmed">
                        {quote.currency.currency_sign} {formatWholeAmount(p.total)}
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
          Confirm sale
        </Button>
      </Group>
      <Card withBorder radius="md" p="sm" bg="gray.0">
        <Text size="sm">
          The quote moves to Confirmed; its content and prices stay locked while the bookings are made.
        </Text>
      </Card>
    </Stack>
  );
}
