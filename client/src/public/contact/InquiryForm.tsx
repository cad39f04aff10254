import { Button } from '@mantine/core';
import { useState } from 'react';
import { navigate, PageLink, useSearchParams } from '../../islands/location.tsx';
import { FORM_SENT_PARAM, type SubmittedForm } from '../../../../shared/ssr.ts';
import type { SubmissionReceipt } from '../../../../shared/visitor-forms.ts';
import { InquiryFields } from './InquiryFields.tsx';
// The receipt's styles come with the page (its code comes on demand): a receipt rendered by the
// server for a browser without JavaScript has nothing else to bring them.
import '../components/ReceiptPanel.module.css';
import { loadPartsShownIn, ReceiptPanel } from './inquiry-parts.tsx';
import { INQUIRY_HELD_TITLE, INQUIRY_SENT_MESSAGE, INQUIRY_SENT_TITLE, inquiryHeldMessage } from './inquiry-texts.ts';

/**
 * The island's component, for client/src/islands/registry.ts: what the server's HTML already shows
 * (a receipt, a date's status) has its code loaded first, so it hydrates as rendered.
 */
export async function inquiryIsland(): Promise<typeof InquiryForm> {
  await loadPartsShownIn(document.querySelector('[data-island="inquiry"]'));
  return InquiryForm;
}

/**
 * The inquiry form (specification sections 2, 3, 5): name and e-mail required (the browser checks
 * the address), the rest optional, with up to three alternative dates. It is a plain HTML form that
 * posts to /contact, so it works before its code has arrived and without JavaScript
 * (server/http/public-forms.ts answers, then redirects to /contact?sent=1, which shows the receipt);
 * once the island has taken it over it is sent through the GraphQL mutation instead, reading the
 * fields from the form itself, so whatever was typed before the code arrived is sent. Until then a
 * press of Send is left to the browser. States: idle, sending ('Sending...', disabled from the
 * first press until the answer), sent (the same receipt panel as without JavaScript, focused) and
 * refused (form kept, every message beside its field). Every showing of the form carries its
 * one-time submission key, so a second press or a retry never stores a second inquiry.
 *
 * An island (client/src/islands): the contact page renders it on the server and only it hydrates,
 * with its props: the venue's e-mail, the venue's today (the date fields' minimum, as the server
 * judges it), the refused submission the page was rendered for, and the receipt of the inquiry this
 * browser just sent (on /contact?sent=1).
 */
export interface InquiryFormProps {
  venueEmail: string | undefined;
  /** Today in the venue's time zone (yyyy-MM-dd). */
  today: string;
  /** The refused native submission this page answers, if any. */
  submitted: SubmittedForm | null;
  /** What this browser's inquiry stored, on the page it landed on. */
  receipt?: SubmissionReceipt | null;
}

export function InquiryForm({ venueEmail, today, submitted: refused, receipt: renderedReceipt = null }: InquiryFormProps) {
  const searchParams = useSearchParams();
  // The receipt shown: the server's (a native post, a reload) or the one the island just got. Once
  // an inquiry is sent here, the refused post the page was rendered for is history.
  const [receipt, setReceipt] = useState<{ value: SubmissionReceipt; justSent: boolean } | null>(renderedReceipt ? { value: renderedReceipt, justSent: false } : null);
  const submitted = receipt?.justSent ? null : refused;
  const sentParam = searchParams.get(FORM_SENT_PARAM) === '1' && !submitted;
  if (receipt && sentParam) {
    return (
      <ReceiptPanel
        id="inquiry"
        receipt={receipt.value}
        title={receipt.value.form === 'inquiry' && receipt.value.heldForReview ? INQUIRY_HELD_TITLE : INQUIRY_SENT_TITLE}
        message={receipt.value.form === 'inquiry' && receipt.value.heldForReview ? inquiryHeldMessage(venueEmail) : INQUIRY_SENT_MESSAGE}
        focusOnShow={receipt.justSent}
        actions={
          <Button component={PageLink} href="/contact#inquiry" variant="default">
            Send another inquiry
          </Button>
        }
      />
    );
  }
  return (
    <InquiryFields
      venueEmail={venueEmail}
      today={today}
      submitted={submitted}
      // Sent without a receipt to show (its cookie gone): the thank-you words alone, above a fresh form.
      thanked={sentParam}
      onSent={(value) => {
        setReceipt({ value, justSent: true });
        navigate(`/contact?${FORM_SENT_PARAM}=1#inquiry`);
      }}
    />
  );
}
