import { Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { QuoteService } from '@itinera/domain/contracts';
import { Trans, useTranslation } from 'react-i18next';

/** How many names the delete question lists before "and N more". */
const NAMED = 5;

/**
 * Deleting services re-prices the quote, so it is asked first, with the count (decisions 0039, 0040 and 0041): the
 * button says how many go, and the first names are listed so a wrong selection shows.
 */
export function DeleteServicesModal({
  services,
  onCancel,
  onConfirm,
}: {
  services: QuoteService[];
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('services');
  const one = services.length === 1;
  const count = services.length;
  return (
    <Modal
      opened
      onClose={onCancel}
      title={t('del.title', { count })}
      size="sm"
      radius="lg"
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md">
        {one ? (
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="del.one"
              values={{ name: services[0]!.name.value, day: services[0]!.day }}
              components={{ b: <b /> }}
            />
          </Text>
        ) : (
          <>
            <Text size="sm">{t('del.many', { count })}</Text>
            <List size="sm" spacing={2} aria-label={t('del.list')}>
              {services.slice(0, NAMED).map((s) => (
                <List.Item key={s.id}>
                  <Trans
                    t={t}
                    i18nKey="del.item"
                    values={{ name: s.name.value, day: s.day }}
                    components={{ b: <b /> }}
                  />
                </List.Item>
              ))}
              {services.length > NAMED && <List.Item>{t('del.more', { count: services.length - NAMED })}</List.Item>}
            </List>
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} data-action-type="quote-service-delete-confirm">
            {t('del.confirm', { count })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The importing confirmation of the spec: default title 'Service Imported!'. */
export function ServiceImportedModal({
  service,
  onClose,
  title,
}: {
  service: QuoteService;
  onClose: () => void;
  title?: string;
}) {
  const { t } = useTranslation('services');
  return (
    <Modal
      opened
      onClose={onClose}
      title={title ?? t('imported.title')}
      size="sm"
      radius="lg"
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Text size="sm">
          <Trans t={t} i18nKey="imported.text" values={{ name: service.name.value }} components={{ b: <b /> }} />
        </Text>
        <Button onClick={onClose} data-action-type="quote-service-imported-ok">
          {t('imported.ok')}
        </Button>
      </Stack>
    </Modal>
  );
}
