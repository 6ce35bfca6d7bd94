import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDialog } from '../lazy-dialog';

const NewQuotePanel = lazy(() => import('./new-quote-panel').then((m) => ({ default: m.NewQuotePanel })));

export interface NewQuoteButtonProps extends Omit<ButtonProps, 'children' | 'leftSection'> {
  label?: string;
}

/** "New quote" and the side panel it opens: one drop-in for every screen that starts quotes. */
export function NewQuoteButton({ label, ...props }: NewQuoteButtonProps) {
  const { t } = useTranslation();
  const [opened, panel] = useDisclosure(false);
  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={panel.open} data-action-type="quote-new" {...props}>
        {label ?? t('newQuote')}
      </Button>
      <LazyDialog opened={opened}>
        <NewQuotePanel opened={opened} onClose={panel.close} />
      </LazyDialog>
    </>
  );
}
