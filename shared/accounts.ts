/*
 * Account rules that the sign-in, reset-password and profile screens and the server all apply: the
 * password length and the messages, so a form says exactly what the server would. Imports neither side.
 */

export const PASSWORD_MIN_LENGTH = 6;

export const ACCOUNT_MESSAGES = {
  emailAndPasswordRequired: 'Email and password are required',
  invalidEmail: 'Invalid email format',
  invalidCredentials: 'Invalid login credentials',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordsDoNotMatch: 'New passwords do not match.',
  newEmailRequired: 'Please enter a new email address.',
  emailFirst: 'Please enter your email address first.',
} as const;

/** Why a password reset link cannot be used, by PasswordResetTokenStatus. */
export const RESET_LINK_MESSAGES = {
  INVALID: 'This password reset link is not valid. Please request a new one.',
  USED: 'This password reset link has already been used. Please request a new one.',
  EXPIRED: 'This password reset link has expired. Please request a new one.',
} as const;
