import { Alert, Anchor, Badge, Code, Group, List, Text } from '@mantine/core';
import { IconArrowRight, IconBulb, IconCalendarEvent, IconClipboardList, IconMessageQuestion, IconTool, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AdminSectionKey } from '../../../../shared/routes.ts';

/** A help topic: its card, its section of the guide, and the screens it leads to. */
interface Topic {
  value: string;
  title: string;
  summary: string;
  icon: Icon;
  color: string;
  links: { section: AdminSectionKey; label: string }[];
  body: ReactNode;
}

function Steps({ children }: { children: ReactNode }) {
  return (
    <List type="ordered" spacing="xs" size="sm">
      {children}
    </List>
  );
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <Text fw={700} size="sm" mt="md" mb={4} c="willow.9">
      {children}
    </Text>
  );
}

function Tip({ children }: { children: ReactNode }) {
  return (
    <Alert variant="light" color="gold" icon={<IconBulb size={18} aria-hidden />} mt="md" p="sm">
      <Text size="sm">{children}</Text>
    </Alert>
  );
}

/** The four help topics, written for how this dashboard works. */
export const TOPICS: Topic[] = [
  {
    value: 'calendar',
    title: 'Calendar blocking',
    summary: 'Close dates, set special hours and premium pricing, and see what visitors see.',
    icon: IconCalendarEvent,
    color: 'willow',
    links: [
      { section: 'quick-block', label: 'Quick Block' },
      { section: 'calendar', label: 'Calendar Settings' },
    ],
    body: (
      <>
        <Text size="sm">
          The public <Anchor href="/calendar" target="_blank">Event Calendar &amp; Availability</Anchor> shows each date's status, worked out
          on the server in the venue's time zone: a <strong>special date</strong> you set always wins; otherwise a date with a{' '}
          <strong>confirmed</strong> booking shows as <em>Booked</em>; otherwise today and later dates are <em>Available</em> and earlier
          ones are <em>Past Date</em>. Pending bookings do not block a date.
        </Text>
        <Heading>Block a date quickly</Heading>
        <Steps>
          <List.Item>
            Open <strong>Quick Block</strong> and pick a future date (past dates cannot be chosen).
          </List.Item>
          <List.Item>
            Choose the reason — maintenance, private event, holiday or other — and add a note. It is saved as “type: reason”, for example
            “maintenance: Floor refinishing”.
          </List.Item>
          <List.Item>
            Press Block. The date shows as <em>Unavailable</em> on the public calendar at once. If a confirmed booking already falls on that
            date you are warned first, with the booking named.
          </List.Item>
        </Steps>
        <Heading>Special dates with hours or pricing</Heading>
        <Text size="sm">
          Under <strong>Calendar Settings</strong> add a special date with a status: <em>Available</em>, <em>Unavailable</em>,{' '}
          <em>Partially Available</em> (give start and end times; visitors see the hours and your notes) or <em>Premium Rate</em> with a
          multiplier from 1 to 5 in steps of 0.1 — for example 2 shows as “2x”. Edit or remove special dates from the list. The operating
          hours (start and end) are saved there too; booking duration and available days are shown for reference.
        </Text>
        <Tip>
          Subscribe to the calendar feed (Calendar Settings) from Google Calendar or Apple Calendar to see confirmed bookings and blocked
          dates on your phone. The feed address is secret; revoke it and make a new one if it was shared by mistake.
        </Tip>
      </>
    ),
  },
  {
    value: 'bookings',
    title: 'Booking management',
    summary: 'Requests and inquiries, statuses, Confirm & Block, notes and exports.',
    icon: IconClipboardList,
    color: 'blue',
    links: [
      { section: 'bookings', label: 'Bookings' },
      { section: 'inquiries', label: 'Inquiries' },
    ],
    body: (
      <>
        <Text size="sm">
          Visitors send booking requests from the public calendar and questions from the contact form. Every request arrives as a{' '}
          <strong>pending</strong> booking and every contact-form message is kept under <strong>Inquiries</strong>, even if an e-mail could
          not be sent. New ones appear on open admin screens without reloading, and the dashboard shows a banner while bookings are pending.
        </Text>
        <Heading>Statuses</Heading>
        <Group gap="xs" mb={4}>
          <Badge color="gold" variant="light">
            Pending
          </Badge>
          <IconArrowRight size={14} aria-hidden />
          <Badge color="willow" variant="light">
            Confirmed
          </Badge>
          <IconArrowRight size={14} aria-hidden />
          <Badge color="blue" variant="light">
            Completed
          </Badge>
        </Group>
        <List spacing="xs" size="sm">
          <List.Item>A pending booking can be confirmed or cancelled.</List.Item>
          <List.Item>A confirmed booking can go back to pending, be marked completed after the event, or be cancelled.</List.Item>
          <List.Item>Completed and cancelled bookings are final.</List.Item>
          <List.Item>
            Two confirmed bookings cannot overlap in time on the same date: confirming one that would clash is refused with a message
            naming the problem.
          </List.Item>
        </List>
        <Heading>Confirm &amp; Block</Heading>
        <Text size="sm">
          On Quick Block, <strong>Confirm &amp; Block</strong> confirms a pending booking and marks its date unavailable in one step — both
          happen, or neither does.
        </Text>
        <Heading>Notes, inquiries and exports</Heading>
        <List spacing="xs" size="sm">
          <List.Item>Admin notes on a booking are private to the dashboard; save them from the booking.</List.Item>
          <List.Item>From an inquiry, “Create booking from inquiry” starts a pending booking with the visitor's details filled in.</List.Item>
          <List.Item>Bookings and inquiries can be downloaded as CSV files for spreadsheets or your accountant.</List.Item>
        </List>
        <Tip>Total revenue on the dashboard adds up the total cost of confirmed bookings, so enter the cost when you confirm.</Tip>
      </>
    ),
  },
  {
    value: 'faq',
    title: 'FAQ management',
    summary: 'Add, edit, hide and reorder the questions on the FAQ page.',
    icon: IconMessageQuestion,
    color: 'grape',
    links: [{ section: 'faq', label: 'FAQ Management' }],
    body: (
      <>
        <Text size="sm">
          FAQ changes go live <strong>immediately</strong> — unlike page content, they are not staged for publishing. The preview beside the
          list shows the public FAQ page as you work (Show/Hide Preview).
        </Text>
        <Heading>Add a question</Heading>
        <Steps>
          <List.Item>Press Add FAQ.</List.Item>
          <List.Item>Pick a category (General, Booking, Venue, Catering, Events, Payment or Policies); each has its own badge colour.</List.Item>
          <List.Item>Write the question and answer, leave Active on to show it, and press Create. It is added at the end of the list.</List.Item>
        </Steps>
        <Heading>Edit, hide, reorder</Heading>
        <List spacing="xs" size="sm">
          <List.Item>Edit changes the category, question and answer; Save or cancel.</List.Item>
          <List.Item>The Live/Hidden switch takes a question off the site without deleting it.</List.Item>
          <List.Item>
            Drag a question by its handle to reorder. With the keyboard: focus the handle, press Space, move with the arrow keys and press
            Space again to drop. The public page follows the new order.
          </List.Item>
          <List.Item>Delete removes a question for good.</List.Item>
        </List>
        <Tip>Visitors search questions and answers and filter by category, so short, specific questions with the key word early work best.</Tip>
      </>
    ),
  },
  {
    value: 'troubleshooting',
    title: 'Troubleshooting',
    summary: 'Changes not showing, e-mails not arriving, sign-in problems and health checks.',
    icon: IconTool,
    color: 'red',
    links: [
      { section: 'changelog', label: 'Change Log' },
      { section: 'outbox', label: 'E-mail Outbox' },
    ],
    body: (
      <>
        <Heading>“I saved a change but the site still shows the old text.”</Heading>
        <Text size="sm">
          Edits to home, about, events, contact and resources sections, gallery images and hero slides are <strong>staged</strong>: visitors
          keep seeing the published version until you press <strong>Publish</strong> (on the screen, or all at once in the Change Log). To
          look before publishing, open any page with <Code>?preview=true</Code> added to the address — the orange preview banner shows that
          you are seeing staged changes. Only signed-in admins see staged content; a visitor who adds <Code>?preview=true</Code> gets the
          live site. A pending change can be reverted from the Change Log.
        </Text>
        <Text size="sm" mt="xs">
          These apply at once, without publishing: Live/Hidden switches, FAQs, pages in the navigation, the footer and social links, and
          branding.
        </Text>
        <Heading>“Visitors say they got no confirmation e-mail.”</Heading>
        <Text size="sm">
          Open the <strong>E-mail Outbox</strong>. Every e-mail is written there before it is sent. If it says{' '}
          <em>E-mail delivery is not configured</em>, the server has no e-mail provider key (<Code>RESEND_API_KEY</Code>) and messages wait
          there until one is set. A <em>Failed</em> message shows the provider's error; press Retry once the cause is fixed. Inquiries are
          stored even when e-mail fails, so nothing is lost.
        </Text>
        <Heading>“I can't sign in.”</Heading>
        <List spacing="xs" size="sm">
          <List.Item>
            Use “Forgot your password?” on the sign-in page. The link in the e-mail works once and for one hour; setting a new password signs
            the account out everywhere.
          </List.Item>
          <List.Item>After 10 failed attempts in a row, sign-in pauses for up to 15 minutes. Wait, then try again.</List.Item>
          <List.Item>
            Whoever runs the server can add or restore an admin with <Code>npm run create-admin -- you@example.com</Code>.
          </List.Item>
        </List>
        <Heading>“I was signed out unexpectedly.”</Heading>
        <Text size="sm">
          Changing your password signs out every other device, and a password reset signs out all of them. Profile → Active sessions lists
          where you are signed in and can sign out devices you don't recognise.
        </Text>
        <Heading>“Something seems broken.”</Heading>
        <Text size="sm">
          Open the{' '}
          <Anchor href="/admin-test" target="_blank">
            Admin Database Test
          </Anchor>{' '}
          and press Run All Tests. It checks your admin role, reads the content tables, tries an update that is rolled back (it changes
          nothing), verifies the database file and its migrations, and shows PASS or FAIL for each.
        </Text>
      </>
    ),
  },
];
