import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { NewQuotePanel } from './new-quote-panel';

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
      <NewQuotePanel opened={opened} onClose={panel.close} />
    </>
  );
}
