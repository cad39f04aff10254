import { requireAdminSession, requireSignedIn } from '../../auth/access.ts';
import { createApiToken, listApiTokens, revokeApiToken } from '../../auth/api-tokens.ts';
import { deviceCookieValue, recognizedDevice } from '../../auth/device-cookie.ts';
import { invalidateSession } from '../../auth/sessions.ts';
import type { GraphQLContext } from '../../context.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import type { PubSubEvents } from '../../pubsub.ts';
import { getProfile, signIn } from './accounts.service.ts';
import { confirmEmailChange, pendingEmailChange, requestEmailChange } from './email-change.service.ts';
import { changePassword, passwordResetTokenStatus, requestPasswordReset, resetPassword } from './passwords.service.ts';
import { updateProfile } from './profile.service.ts';
import { describeUserAgent, listSessions, revokeSession, signOutOtherSessions } from './sessions.service.ts';

type AccountChange = PubSubEvents['accountChanged']['change'];

/** Tells the account's open screens (Profile in another tab) that it changed; returns the result. */
function announced<T>(ctx: Pick<GraphQLContext, 'pubsub'>, userId: string | undefined, change: AccountChange, result: T): T {
  if (userId) ctx.pubsub.publish('accountChanged', { userId, change });
  return result;
}

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
      return announced(ctx, result.user.id, 'SESSIONS', { viewer: result.user });
    },
    signOut: (_parent, _args, ctx) => {
      if (ctx.viewer?.session) invalidateSession(ctx.db, ctx.viewer.session.id);
      ctx.sessionCookie?.clear();
      return announced(ctx, ctx.viewer?.user.id, 'SESSIONS', { signedOut: true as const });
    },
    updateProfile: async (_parent, { input }, ctx) => {
      const viewer = requireSignedIn(ctx);
      return announced(ctx, viewer.user.id, 'PROFILE', { viewer: await updateProfile(ctx, viewer, input) });
    },
    requestEmailChange: async (_parent, { input }, ctx) => {
      const viewer = requireSignedIn(ctx);
      return announced(ctx, viewer.user.id, 'EMAIL', await requestEmailChange(ctx, viewer, input));
    },
    confirmEmailChange: async (_parent, { input }, ctx) => {
      const { email, userId } = await confirmEmailChange(ctx, input);
      return announced(ctx, userId, 'EMAIL', { email });
    },
    changePassword: async (_parent, { input }, ctx) => {
      const viewer = requireSignedIn(ctx);
      return announced(ctx, viewer.user.id, 'PASSWORD', await changePassword(ctx, viewer, input));
    },
    requestPasswordReset: (_parent, { input }, ctx) => requestPasswordReset(ctx, input, ctx.request),
    resetPassword: async (_parent, { input }, ctx) => {
      const { email, userId } = await resetPassword(ctx, input, ctx.request);
      // Every session of the account ended; if this browser had one, forget its cookie too.
      if (ctx.viewer?.user.id === userId) ctx.sessionCookie?.clear();
      // This browser proved it reads the account's mailbox: it becomes a known device, judged at
      // sign-in by its own attempts only, so guesses from elsewhere (even its own address) cannot
      // keep the owner out right after the reset.
      const knownDevice = recognizedDevice(ctx.db, ctx.request.deviceCookie, userId);
      ctx.sessionCookie?.setDevice(deviceCookieValue(ctx.db, userId, knownDevice ?? undefined));
      return announced(ctx, userId, 'PASSWORD', { email });
    },
    revokeSession: async (_parent, { input }, ctx) => {
      const viewer = requireSignedIn(ctx);
      return announced(ctx, viewer.user.id, 'SESSIONS', await revokeSession(ctx.db, viewer, input.id));
    },
    signOutOtherSessions: (_parent, _args, ctx) => {
      const viewer = requireSignedIn(ctx);
      return announced(ctx, viewer.user.id, 'SESSIONS', signOutOtherSessions(ctx.db, viewer));
    },
    createApiToken: (_parent, { input }, ctx) => {
      const userId = requireAdminSession(ctx).user.id;
      const { token, row } = createApiToken(ctx.db, userId, input);
      return announced(ctx, userId, 'API_TOKENS', { apiToken: row, secret: token });
    },
    revokeApiToken: (_parent, { input }, ctx) => {
      const userId = requireAdminSession(ctx).user.id;
      return announced(ctx, userId, 'API_TOKENS', revokeApiToken(ctx.db, userId, input.id));
    },
  },
  Subscription: {
    accountChanged: {
      // Only the subscriber's own account: another user's changes are none of its business.
      subscribe: (_parent, _args, ctx) => {
        const userId = requireSignedIn(ctx).user.id;
        return ctx.pubsub.subscribe('accountChanged', (event) => event.userId === userId);
      },
      resolve: (payload: PubSubEvents['accountChanged']) => ({ change: payload.change, changedAt: new Date() }),
    },
  },
  Viewer: {
    isAdmin: (user) => user.role === 'admin',
    displayName: (user, _args, ctx) => getProfile(ctx.db, user.id)?.displayName ?? null,
    avatarUrl: (user, _args, ctx) => getProfile(ctx.db, user.id)?.avatarUrl ?? null,
    profileVersion: (user, _args, ctx) => getProfile(ctx.db, user.id)?.version ?? 0,
    pendingEmail: (user, _args, ctx) => pendingEmailChange(ctx.db, user.id),
  },
  AccountSession: {
    device: (session) => describeUserAgent(session.userAgent),
    current: (session, _args, ctx) => session.id === ctx.viewer?.session?.id,
  },
};
