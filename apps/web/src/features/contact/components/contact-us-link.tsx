import { lazy, useState } from 'react';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LazyDialog } from '../../../components/lazy-dialog';

// The form is fetched when first opened: the sign-in screen's initial JS stays as it was.
const ContactModal = lazy(() => import('./contact-modal').then((m) => ({ default: m.ContactModal })));

/** A "Contact us" link opening the contact form (the sign-in page's). */
export function ContactUsLink() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => setOpened(true)}
        data-action-type="contact-us-open"
      >
        {t('contact.title')}
      </Anchor>
      <LazyDialog opened={opened}>
        <ContactModal opened={opened} onClose={() => setOpened(false)} />
      </LazyDialog>
    </>
  );
}
