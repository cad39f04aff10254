/*
 * Account rules that the sign-in, reset-password and profile screens and the server all apply: the
 * password length and the messages, so a form says exactly what the server would. Imports neither side.
 */

export const PASSWORD_MIN_LENGTH = 6;
/** The longest display name a profile keeps. */
export const DISPLAY_NAME_MAX = 80;

export const ACCOUNT_MESSAGES = {
  emailAndPasswordRequired: 'Email and password are required',
  invalidEmail: 'Invalid email format',
  invalidCredentials: 'Invalid login credentials',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordsDoNotMatch: 'New passwords do not match.',
  newEmailRequired: 'Please enter a new email address.',
  emailFirst: 'Please enter your email address first.',
  displayNameTooLong: `Display name must be at most ${DISPLAY_NAME_MAX} characters.`,
} as const;

/** Why a password reset link cannot be used, by PasswordResetTokenStatus. */
export const RESET_LINK_MESSAGES = {
  INVALID: 'This password reset link is not valid. Please request a new one.',
  USED: 'This password reset link has already been used. Please request a new one.',
  EXPIRED: 'This password reset link has expired. Please request a new one.',
} as const;

/**
 * A new password's checks in the order a form reports them (the server applies the same):
 * the two entries must match, then be long enough. Empty when both pass.
 */
export function newPasswordErrors(newPassword: string, confirmPassword: string): { newPassword?: string; confirmPassword?: string } {
  if (newPassword !== confirmPassword) return { confirmPassword: ACCOUNT_MESSAGES.passwordsDoNotMatch };
  if (newPassword.length < PASSWORD_MIN_LENGTH) return { newPassword: ACCOUNT_MESSAGES.passwordTooShort };
  return {};
}
