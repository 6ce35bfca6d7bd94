import { SimpleGrid, Text, UnstyledButton, Group } from '@mantine/core';
import { IconArrowRight, IconMountain } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageAt } from '@itinera/domain';
import { useLocationPhotos } from '../../../lib/assets/assets-api';
import { useTemplateCounts } from '../api/list-templates';
import { countryName, FEATURED_DESTINATIONS, gradientOf } from './destinations';
import classes from './destination-tiles.module.css';

const countLabel = (t: TFunction<'home'>, n: number | undefined) =>
  n === undefined
    ? t('destinations.examples')
    : n === 0
      ? t('destinations.none')
      : t('destinations.count', { count: n });

/** The home screen's eight featured countries (docs/domain/spec-sections.md#section-2-screens-and-routes), each opening its example itineraries. */
export function DestinationTiles() {
  const { t, i18n } = useTranslation('home');
  const counts = useTemplateCounts(FEATURED_DESTINATIONS.map((d) => d.country));
  // The tenant's picture of the country (Configuration › Destinations), over its colours until it loads.
  const photos = new Map((useLocationPhotos().data ?? []).map((p) => [p.location_code, p.image]));
  const backgroundOf = (d: (typeof FEATURED_DESTINATIONS)[number]) => {
    const photo = photos.get(d.country);
    return photo
      ? `linear-gradient(180deg, rgba(0,0,0,0.05) 30%, rgba(0,0,0,0.55) 100%), url("${imageAt(photo, '700X480')}") center / cover, ${gradientOf(d.colors)}`
      : gradientOf(d.colors);
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {FEATURED_DESTINATIONS.map((d) => (
        <UnstyledButton
          key={d.slug}
          component={Link}
          to={`/itineraries/${d.slug}`}
          className={classes.tile}
          style={{ background: backgroundOf(d) }}
          data-photo={photos.has(d.country) ? 'yes' : undefined}
          aria-label={`${countryName(i18n.language, d.country, d.name)}: ${countLabel(t, counts[d.country]).toLowerCase()}`}
          data-action-type={`home-destination-${d.slug}`}
        >
          {!photos.has(d.country) && <IconMountain size={120} stroke={1.2} className={classes.mark} aria-hidden />}
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <span className={classes.code}>{d.country}</span>
            <IconArrowRight size={18} aria-hidden />
          </Group>
          <div>
            <Text fw={800} fz={22} lh={1.15} className={classes.shadowText}>
              {countryName(i18n.language, d.country, d.name)}
            </Text>
            <Text fz="sm" fw={500} opacity={0.92} className={classes.shadowText}>
              {countLabel(t, counts[d.country])}
            </Text>
          </div>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
