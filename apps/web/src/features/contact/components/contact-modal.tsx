import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactForm } from './contact-form';

/** "Contact us" (POST /tenant/contactus), from the user menu and the sign-in page. */
export function ContactModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('contact.title')} centered radius="md">
      {/* A fresh form each time it opens (the thank-you of the last message is gone). */}
      {opened && <ContactForm onDone={onClose} />}
    </Modal>
  );
}
