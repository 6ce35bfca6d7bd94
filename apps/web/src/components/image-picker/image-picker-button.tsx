import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconPhotoPlus } from '@tabler/icons-react';
import type { ImagePickerProps } from './image-picker-modal';

// The picker (grid, drop zone) loads when first opened: a form that only shows pictures stays light.
const ImagePickerModal = lazy(() => import('./image-picker-modal').then((m) => ({ default: m.ImagePickerModal })));

/** A button that opens the picker and hands back the chosen pictures' references. */
export function ImagePickerButton({
  label,
  onPick,
  multiple,
  category,
  folder,
  title,
  disabled,
  ...button
}: Omit<ImagePickerProps, 'opened' | 'onClose'> & { label?: string; disabled?: boolean } & Omit<
    ButtonProps,
    'onClick'
  >) {
  const { t } = useTranslation('assets');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconPhotoPlus size={16} />}
        onClick={() => setOpened(true)}
        disabled={disabled}
        data-action-type="image-picker-open"
        {...button}
      >
        {label ?? t('picker.choose')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ImagePickerModal
            opened={opened}
            onClose={() => setOpened(false)}
            onPick={onPick}
            multiple={multiple}
            category={category}
            folder={folder}
            title={title}
          />
        </Suspense>
      )}
    </>
  );
}
