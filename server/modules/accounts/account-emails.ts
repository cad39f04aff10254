import { emailLayout, escapeHtml, paragraphsHtml, type RenderedEmail } from '../../email/layout.ts';

/*
 * The account e-mails of the original's 'send-auth-emails' function (specification section 7):
 * profile_update_confirmation, email_change, password_change_confirmation and password_reset, plus
 * the notice to the old address during an e-mail change. Each is queued in the outbox by the
 * service that causes it, in the same transaction as the change it reports.
 */

export const ACCOUNT_EMAIL_KINDS = {
  profileUpdated: 'profile_update_confirmation',
  emailChange: 'email_change',
  emailChangeNotice: 'email_change_notice',
  passwordChanged: 'password_change_confirmation',
  passwordReset: 'password_reset',
} as const;

export const PASSWORD_RESET_VALID_MINUTES = 60;
export const EMAIL_CHANGE_VALID_HOURS = 24;

interface Common {
  venueName: string;
}

const buttonHtml = (href: string, label: string) =>
  `<p style="margin:20px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#1f3d33;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#6b665e">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(href)}" style="color:#2f6e52;word-break:break-all">${escapeHtml(href)}</a></p>`;

function render(venueName: string, heading: string, before: string[], action: { href: string; label: string } | null, after: string[]): RenderedEmail {
  const bodyHtml = [paragraphsHtml(before), action ? buttonHtml(action.href, action.label) : '', paragraphsHtml(after)].join('\n');
  const text = [
    heading,
    '',
    ...before.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.href}`, ''] : []),
    ...after.flatMap((p) => [p, '']),
    `— ${venueName}`,
  ].join('\n');
  return { subject: heading, html: emailLayout({ venueName, heading, bodyHtml }), text: `${text.trim()}\n` };
}

export function passwordResetEmail({ venueName, email, resetLink }: Common & { email: string; resetLink: string }): RenderedEmail {
  const message = render(
    venueName,
    'Reset your password',
    [`We received a request to reset the password of the account ${email} on the ${venueName} website.`],
    { href: resetLink, label: 'Choose a new password' },
    [
      `The link works once and expires in ${PASSWORD_RESET_VALID_MINUTES} minutes. Setting a new password signs the account out everywhere.`,
      "If you didn't ask for this, you can ignore this e-mail: your password stays the same.",
    ],
  );
  return { ...message, subject: `Reset your ${venueName} password` };
}

/**
 * The reset e-mail as the outbox row stores it: the same message without the link (a reset link in
 * the database would sit in every backup). The real one is sent from memory; this one is what goes
 * out if the server restarted before sending, or an admin retries a failed message, so it asks for
 * a new link instead.
 */
export function passwordResetEmailWithoutLink({ venueName, email, requestLink }: Common & { email: string; requestLink: string }): RenderedEmail {
  const message = render(
    venueName,
    'Reset your password',
    [
      `We received a request to reset the password of the account ${email} on the ${venueName} website.`,
      'The reset link could not be sent in time, and for your security it is not kept. Please request a new link: open the sign-in page and choose "Forgot your password?".',
    ],
    { href: requestLink, label: 'Request a new link' },
    ["If you didn't ask for this, you can ignore this e-mail: your password stays the same."],
  );
  return { ...message, subject: `Reset your ${venueName} password` };
}

export function emailChangeEmail({ venueName, oldEmail, newEmail, confirmLink }: Common & { oldEmail: string; newEmail: string; confirmLink: string }): RenderedEmail {
  return render(
    venueName,
    'Confirm your new email address',
    [`A request was made to change the sign-in e-mail of your ${venueName} account from ${oldEmail} to ${newEmail}.`],
    { href: confirmLink, label: 'Confirm this address' },
    [
      `The link works once and expires in ${EMAIL_CHANGE_VALID_HOURS} hours. Until it is opened, you keep signing in with ${oldEmail}.`,
      "If you didn't ask for this, ignore this e-mail and nothing changes.",
    ],
  );
}

/**
 * What the outbox row keeps of the confirmation e-mail: the same message without its link, which
 * is a credential (whoever opens it moves the account to the new address). The link itself is sent
 * from memory (email/outbox.ts inMemoryOnly); a message sent from the row asks for a new change.
 */
export function emailChangeEmailWithoutLink({ venueName, oldEmail, newEmail, signInUrl }: Common & { oldEmail: string; newEmail: string; signInUrl: string }): RenderedEmail {
  return render(
    venueName,
    'Confirm your new email address',
    [
      `A request was made to change the sign-in e-mail of your ${venueName} account from ${oldEmail} to ${newEmail}.`,
      'The confirmation link could not be sent in time, and for your security it is not kept. To change the address, sign in and ask for the change again from your profile.',
    ],
    { href: signInUrl, label: 'Sign in' },
    [`Until the change is confirmed, you keep signing in with ${oldEmail}.`, "If you didn't ask for this, ignore this e-mail and nothing changes."],
  );
}

export function emailChangeNoticeEmail({ venueName, oldEmail, newEmail, signInUrl }: Common & { oldEmail: string; newEmail: string; signInUrl: string }): RenderedEmail {
  return render(
    venueName,
    'Your sign-in email is being changed',
    [
      `A request was made to change the sign-in e-mail of your ${venueName} account from ${oldEmail} to ${newEmail}.`,
      `The change happens only when the confirmation link sent to ${newEmail} is opened.`,
    ],
    null,
    [`If this wasn't you, sign in at ${signInUrl} and change your password right away.`],
  );
}

export function passwordChangedEmail({ venueName, email, changedAt, signedOutSessions, signInUrl, viaReset }: Common & {
  email: string;
  changedAt: string;
  signedOutSessions: number | 'all';
  signInUrl: string;
  viaReset: boolean;
}): RenderedEmail {
  const sessions =
    signedOutSessions === 'all'
      ? 'Every device that was signed in has been signed out.'
      : signedOutSessions === 0
        ? 'No other devices were signed in.'
        : `${signedOutSessions} other signed-in ${signedOutSessions === 1 ? 'device was' : 'devices were'} signed out.`;
  return render(
    venueName,
    'Your password was changed',
    [`The password of your ${venueName} account ${email} was ${viaReset ? 'reset with a reset link' : 'changed'} on ${changedAt}.`, sessions],
    null,
    [`If you didn't do this, reset your password at ${signInUrl} right away ("Forgot your password?").`],
  );
}

export function profileUpdatedEmail({ venueName, displayName, avatarChanged }: Common & { displayName: string | null; avatarChanged: boolean }): RenderedEmail {
  return render(
    venueName,
    'Your profile was updated',
    [
      `Your profile on the ${venueName} website was updated.`,
      `Display name: ${displayName ?? '(none)'}${avatarChanged ? '\nYour profile picture was changed too.' : ''}`,
    ],
    null,
    ["If you didn't make this change, sign in and change your password."],
  );
}

/** A readable moment in the venue's time zone, for e-mails. */
export function formatMoment(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}
