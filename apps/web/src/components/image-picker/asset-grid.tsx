import { useEffect } from 'react';
import { Badge, Box, Center, Loader, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AssetCategory } from '@itinera/domain';
import { useAssetList, type Asset, type AssetFilters } from '../../lib/assets/assets-api';
import { AssetImage } from './asset-image';

/**
 * The library as a grid of thumbnails, loading the next page when its end scrolls into view.
 * A click selects (the picker) or opens (the library screen) a picture.
 */
export function AssetGrid({
  filters,
  selected = [],
  onClick,
  cols = { base: 2, xs: 3, md: 4, lg: 6 },
}: {
  filters: AssetFilters;
  selected?: string[];
  onClick: (asset: Asset) => void;
  cols?: Record<string, number>;
}) {
  const list = useAssetList(filters);
  const { t } = useTranslation('assets');
  const { ref, entry } = useIntersection({ rootMargin: '200px' });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const assets = list.data?.pages.flatMap((p) => p.data) ?? [];
  if (list.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (list.isError)
    return (
      <Text c="red" size="sm">
        {t('grid.loadFailed', { message: list.error.message })}
      </Text>
    );
  if (!assets.length)
    return (
      <Text c="dimmed" size="sm" py="lg" ta="center">
        {filters.search || filters.category || filters.path ? t('grid.noMatch') : t('grid.none')}
      </Text>
    );
  return (
    <>
      <SimpleGrid cols={cols} spacing="sm" data-testid="asset-grid">
        {assets.map((a) => {
          const chosen = selected.includes(a.ref);
          return (
            <UnstyledButton
              key={a.id}
              onClick={() => onClick(a)}
              aria-pressed={chosen}
              aria-label={a.name || a.alt || t('grid.picture', { id: a.id })}
              data-testid="asset-card"
            >
              <Paper
                withBorder
                radius="md"
                style={{
                  overflow: 'hidden',
                  position: 'relative',
                  outline: chosen ? '3px solid var(--mantine-color-teal-6)' : undefined,
                }}
              >
                <AssetImage src={a.ref} alt={a.alt || a.name} h={110} size="350X240" sizes="12rem" />
                {chosen && (
                  <Badge pos="absolute" top={6} right={6} color="teal" circle size="lg" p={0}>
                    <IconCheck size={14} />
                  </Badge>
                )}
                <Box px={8} py={4}>
                  <Text size="xs" fw={500} truncate="end">
                    {a.name || t('grid.untitled')}
                  </Text>
                  <Text size="xs" c="dimmed" truncate="end">
                    {t(`category.${a.category as AssetCategory}`)}
                    {a.path ? ` · ${a.path}` : ''}
                  </Text>
                </Box>
              </Paper>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <div ref={ref} style={{ height: 1 }} />
      {isFetchingNextPage && (
        <Center py="sm">
          <Loader size="sm" />
        </Center>
      )}
    </>
  );
}
