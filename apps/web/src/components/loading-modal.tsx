import { Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import { i18n } from '../lib/i18n';

// The spec's loading messages (docs/domain/screens.md#toasts-and-loading-messages), one per long operation:
// the spec's English words in English, translated in the other languages (common:loading.*).
export type LoadingKind = 'duplicate' | 'services' | 'days' | 'default';

export const loadingMessage = (kind: LoadingKind) => i18n.t(`common:loading.${kind}`);

export const progressText = (done: number, total: number) => i18n.t('common:loading.progress', { done, total });

export interface LoadingModalProps {
  opened: boolean;
  kind?: LoadingKind;
  /** Services processed in batches report how far they got; a single step (a plain duplicate) shows no count. */
  progress?: { done: number; total: number };
}

/** Blocks the screen during a long server operation: it cannot be dismissed, it ends with the operation. */
export function LoadingModal({ opened, kind = 'default', progress }: LoadingModalProps) {
  const percent = progress && progress.total > 0 ? Math.min(100, (progress.done / progress.total) * 100) : null;
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="sm"
      radius="lg"
      aria-label={loadingMessage(kind)}
    >
      <Stack align="center" gap="md" py="md" role="status" aria-live="polite">
        <Loader size="lg" />
        <Text ta="center" fw={500}>
          {loadingMessage(kind)}
        </Text>
        {progress && progress.total > 1 && (
          <Stack gap={6} w="100%">
            <Progress value={percent ?? 0} animated />
            <Text size="sm" c="dimmed" ta="center">
              {progressText(progress.done, progress.total)}
            </Text>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
