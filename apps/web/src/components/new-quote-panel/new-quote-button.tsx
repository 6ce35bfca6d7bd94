import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { lazy } from 'react';
import { LazyDialog } from '../lazy-dialog';

const NewQuotePanel = lazy(() => import('./new-quote-panel').then((m) => ({ default: m.NewQuotePanel })));

export interface NewQuoteButtonProps extends Omit<ButtonProps, 'children' | 'leftSection'> {
  label?: string;
}

/** "New quote" and the side panel it opens: one drop-in for every screen that starts quotes. */
export function NewQuoteButton({ label = 'New quote', ...props }: NewQuoteButtonProps) {
  const [opened, panel] = useDisclosure(false);
  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={panel.open} data-action-type="quote-new" {...props}>
        {label}
      </Button>
      <LazyDialog opened={opened}>
        <NewQuotePanel opened={opened} onClose={panel.close} />
      </LazyDialog>
    </>
  );
}
