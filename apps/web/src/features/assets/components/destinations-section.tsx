import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@itinera/domain';
import { AssetImage } from '../../../components/image-picker/asset-image';
import { ImagePickerButton } from '../../../components/image-picker/image-picker-button';
import { locationPhotoKeys, setLocationPhoto, useLocationPhotos } from '../../../lib/assets/assets-api';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import { notifyError } from '../../../lib/notify';
import { useAuth } from '../../../lib/use-auth';

interface Country {
  id: number;
  location_name: string;
  location_code: string;
}

// The home screen's featured countries first (docs/domain/spec-sections.md#section-2-screens-and-routes).
const FEATURED = ['PE', 'CR', 'BO', 'EC', 'AR', 'BR', 'CL', 'CO'];

const rank = (c: Country) => (FEATURED.includes(c.location_code) ? FEATURED.indexOf(c.location_code) : FEATURED.length);

/** Configuration › Destinations: each country's picture, shown on the home tiles and the destination pages. */
export function DestinationsSection() {
  const { t } = useTranslation('assets');
  const auth = useAuth();
  const isAdmin = auth?.user.roles.data[0]?.id === ROLES.ADMIN;
  const countries = useCatalogueList<Country>('/tenant/location/countries');
  const photos = useLocationPhotos();
  const client = useQueryClient();
  const set = useMutation({
    meta: { handlesError: true },
    mutationFn: ({ id, image }: { id: number; image: string | null }) => setLocationPhoto(id, image),
    onSuccess: (answer) => client.setQueryData(locationPhotoKeys, answer),
    onError: notifyError,
  });
  const byCode = new Map((photos.data ?? []).map((p) => [p.location_code, p.image]));
  const rows = [...(countries.data?.data ?? [])]
    .filter((c) => FEATURED.includes(c.location_code) || byCode.has(c.location_code))
    .sort((a, b) => rank(a) - rank(b) || a.location_name.localeCompare(b.location_name));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('destinations.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {rows.map((c) => {
          const image = byCode.get(c.location_code);
          return (
            <Paper
              key={c.id}
              withBorder
              radius="md"
              style={{ overflow: 'hidden' }}
              data-testid={`destination-${c.location_code}`}
            >
              {image ? (
                <AssetImage src={image} alt={c.location_name} h={130} size="700X480" sizes="20rem" />
              ) : (
                <Text h={130} c="dimmed" size="sm" ta="center" pt={50} bg="gray.0">
                  {t('destinations.noPicture')}
                </Text>
              )}
              <Group justify="space-between" p="xs" wrap="nowrap">
                <Text fw={600} size="sm" truncate>
                  {c.location_name}
                </Text>
                {isAdmin && (
                  <Group gap={4} wrap="nowrap">
                    <ImagePickerButton
                      label={image ? t('destinations.change') : t('destinations.choose')}
                      size="compact-xs"
                      category={1}
                      folder={`/${c.location_code}`}
                      title={t('destinations.pictureOf', { name: c.location_name })}
                      onPick={(refs) => refs[0] && set.mutate({ id: c.id, image: refs[0] })}
                    />
                    {image && (
                      <Tooltip label={t('destinations.remove')} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('destinations.removeOf', { name: c.location_name })}
                          onClick={() => set.mutate({ id: c.id, image: null })}
                        >
                          <IconTrash size={14} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                )}
              </Group>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
