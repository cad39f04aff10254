import { requireAdminSession, requireSignedIn } from '../../auth/access.ts';
import { createApiToken, listApiTokens, revokeApiToken } from '../../auth/api-tokens.ts';
import { invalidateSession } from '../../auth/sessions.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import { getProfile, signIn } from './accounts.service.ts';
import { confirmEmailChange, pendingEmailChange, requestEmailChange } from './email-change.service.ts';
import { changePassword, passwordResetTokenStatus, requestPasswordReset, resetPassword } from './passwords.service.ts';
import { updateProfile } from './profile.service.ts';
import { describeUserAgent, listSessions, revokeSession, signOutOtherSessions } from './sessions.service.ts';

export const accountsResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, ctx) => ctx.viewer?.user ?? null,
    mySessions: (_parent, _args, ctx) => listSessions(ctx.db, requireSignedIn(ctx).user.id),
    passwordResetTokenStatus: (_parent, { token }, ctx) => passwordResetTokenStatus(ctx, token),
    myApiTokens: (_parent, _args, ctx) => listApiTokens(ctx.db, requireAdminSession(ctx).user.id),
  },
  Mutation: {
    signIn: async (_parent, { input }, ctx) => {
      const result = await signIn(ctx, input, ctx.request);
      // Rotate: whatever session this browser had before ends now (no session fixation).
      if (ctx.viewer?.session) invalidateSession(ctx.db, ctx.viewer.session.id);
      ctx.sessionCookie?.set(result.token, result.expiresAt);
      ctx.sessionCookie?.setDevice(result.deviceCookie);
      return { viewer: result.user };
    },
    signOut: (_parent, _args, ctx) => {
      if (ctx.viewer?.session) invalidateSession(ctx.db, ctx.viewer.session.id);
      ctx.sessionCookie?.clear();
      return { signedOut: true };
    },
    updateProfile: async (_parent, { input }, ctx) => ({ viewer: await updateProfile(ctx, requireSignedIn(ctx), input) }),
    requestEmailChange: (_parent, { input }, ctx) => requestEmailChange(ctx, requireSignedIn(ctx), input),
    confirmEmailChange: (_parent, { input }, ctx) => confirmEmailChange(ctx, input),
    changePassword: (_parent, { input }, ctx) => changePassword(ctx, requireSignedIn(ctx), input),
    requestPasswordReset: (_parent, { input }, ctx) => requestPasswordReset(ctx, input, ctx.request),
    resetPassword: async (_parent, { input }, ctx) => {
      const { email, userId } = await resetPassword(ctx, input, ctx.request);
      // Every session of the account ended; if this browser had one, forget its cookie too.
      if (ctx.viewer?.user.id === userId) ctx.sessionCookie?.clear();
      return { email };
    },
    revokeSession: (_parent, { input }, ctx) => revokeSession(ctx.db, requireSignedIn(ctx), input.id),
    signOutOtherSessions: (_parent, _args, ctx) => signOutOtherSessions(ctx.db, requireSignedIn(ctx)),
    createApiToken: (_parent, { input }, ctx) => {
      const { token, row } = createApiToken(ctx.db, requireAdminSession(ctx).user.id, input);
      return { apiToken: row, secret: token };
    },
    revokeApiToken: (_parent, { input }, ctx) => revokeApiToken(ctx.db, requireAdminSession(ctx).user.id, input.id),
  },
  Viewer: {
    role: (user) => (user.role === 'admin' ? 'ADMIN' : 'USER'),
    isAdmin: (user) => user.role === 'admin',
    displayName: (user, _args, ctx) => getProfile(ctx.db, user.id)?.displayName ?? null,
    avatarUrl: (user, _args, ctx) => getProfile(ctx.db, user.id)?.avatarUrl ?? null,
    pendingEmail: (user, _args, ctx) => pendingEmailChange(ctx.db, user.id),
  },
  AccountSession: {
    device: (session) => describeUserAgent(session.userAgent),
    current: (session, _args, ctx) => session.id === ctx.viewer?.session?.id,
  },
};
