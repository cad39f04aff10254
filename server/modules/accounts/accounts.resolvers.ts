import { invalidateSession } from '../../auth/sessions.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import { getProfile, signIn } from './accounts.service.ts';

export const accountsResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, ctx) => ctx.viewer?.user ?? null,
  },
  Mutation: {
    signIn: async (_parent, { input }, ctx) => {
      const result = await signIn(ctx, input, ctx.request);
      // Rotate: whatever session this browser had before ends now (no session fixation).
      if (ctx.viewer) invalidateSession(ctx.db, ctx.viewer.session.id);
      ctx.sessionCookie?.set(result.token, result.expiresAt);
      return { viewer: result.user };
    },
    signOut: (_parent, _args, ctx) => {
      if (ctx.viewer) invalidateSession(ctx.db, ctx.viewer.session.id);
      ctx.sessionCookie?.clear();
      return { signedOut: true };
    },
  },
  Viewer: {
    role: (user) => (user.role === 'admin' ? 'ADMIN' : 'USER'),
    isAdmin: (user) => user.role === 'admin',
    displayName: (user, _args, ctx) => getProfile(ctx.db, user.id)?.displayName ?? null,
    avatarUrl: (user, _args, ctx) => getProfile(ctx.db, user.id)?.avatarUrl ?? null,
  },
};
