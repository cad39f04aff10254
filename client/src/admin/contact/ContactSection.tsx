import { Stack } from '@mantine/core';
import { ContentScreen } from '../content-kit/ContentScreen.tsx';
import { SectionsPanel } from '../content-kit/SectionsPanel.tsx';
import { ContactInfoForm } from './ContactInfoForm.tsx';

/** Contact management: the contact page's texts and the venue's contact details, beside a preview of /contact. */
export default function ContactSection() {
  return (
    <ContentScreen
      title="Contact Management"
      description="Edit the contact page's texts and your contact details. Changes are staged until you publish."
      previewPath="/contact"
    >
      <Stack gap="xl">
        <ContactInfoForm />
        <SectionsPanel type="CONTACT" heading="Contact page sections" />
      </Stack>
    </ContentScreen>
  );
}
