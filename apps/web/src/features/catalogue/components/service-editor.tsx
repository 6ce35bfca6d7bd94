import { useState } from 'react';
import { Alert, Badge, Box, Button, Center, Drawer, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '@mantine/dates/styles.css';
import { errorMessage } from '../../../lib/notify';
import { useService } from '../api/get-service';
import { ServiceEditorForm } from './service-editor-form';
import { ServiceTypeIcon } from './service-labels';

export interface ServiceEditorProps {
  /** 0 for a new service. */
  serviceId: number;
  /** Not an admin: the service is shown, not edited (the server refuses writes anyway). */
  readOnly?: boolean;
  onClose: () => void;
}

/**
 * The service editor: a wide drawer over the table, so the list (and the filters) are where the
 * admin left them after a save. Closing with unsaved changes asks first.
 */
export function ServiceEditor({ serviceId, readOnly = false, onClose }: ServiceEditorProps) {
  const { t } = useTranslation('catalogue');
  const isNew = serviceId === 0;
  const service = useService(isNew ? null : serviceId);
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // A dialog opened from inside the editor (Add season) takes the Escape key, not the drawer under it.
  const [nested, setNested] = useState(false);
  const requestClose = () => (dirty ? setConfirming(true) : onClose());
  const detail = service.data;

  return (
    <>
      <Drawer.Root opened onClose={requestClose} position="right" size={1380} closeOnEscape={!confirming && !nested}>
        <Drawer.Overlay backgroundOpacity={0.35} blur={1} />
        <Drawer.Content aria-label={isNew ? t('editor.newService') : t('editor.editService')}>
          {/* A column filling the drawer: header, the scrolling tab body, the footer always in view. */}
          <Box h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
            <Drawer.Header style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
              <Drawer.Title>
                {isNew ? (
                  <Text fw={700} fz="lg">
                    {t('editor.newService')}
                  </Text>
                ) : detail ? (
                  <Group gap="sm" wrap="nowrap">
                    <ServiceTypeIcon id={detail.id_service_type} size={30} />
                    <Text fw={700} fz="lg" lineClamp={1}>
                      {detail.name.value}
                    </Text>
                    <Badge variant="default" radius="sm" ff="monospace">
                      {detail.code}
                    </Badge>
                  </Group>
                ) : (
                  <Text fw={700} fz="lg">
                    {t('editor.service')}
                  </Text>
                )}
              </Drawer.Title>
              <Drawer.CloseButton aria-label={t('editor.close')} />
            </Drawer.Header>
            {isNew || detail ? (
              <ServiceEditorForm
                key={detail?.id ?? 'new'}
                service={detail ?? null}
                readOnly={readOnly}
                onClose={onClose}
                onCancel={requestClose}
                onDirtyChange={setDirty}
                onNestedChange={setNested}
              />
            ) : service.isError ? (
              <Stack p="lg">
                <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('editor.openFailed')}>
                  {errorMessage(service.error)}
                </Alert>
              </Stack>
            ) : (
              <Center py={120}>
                <Loader />
              </Center>
            )}
          </Box>
        </Drawer.Content>
      </Drawer.Root>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('editor.discardTitle')}
        centered
        zIndex={400}
      >
        <Stack gap="md">
          <Text size="sm">{t('editor.discardText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('editor.keepEditing')}
            </Button>
            <Button color="red" onClick={onClose}>
              {t('editor.discard')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
