import type { GraphQLContext } from '../context.ts';
import { forbidden, unauthenticated } from '../errors.ts';
import type { ValidatedSession } from './sessions.ts';

/*
 * Access rules as small named functions (the Payload CMS habit), used by the @public/@signedIn/
 * @admin directives on every root field and by services for row-level decisions.
 */
export type Viewer = ValidatedSession | null;

export const isSignedIn = (viewer: Viewer): viewer is ValidatedSession => viewer !== null;
export const isAdmin = (viewer: Viewer): boolean => viewer?.user.role === 'admin';

export function requireSignedIn(ctx: Pick<GraphQLContext, 'viewer'>): ValidatedSession {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

export function requireAdmin(ctx: Pick<GraphQLContext, 'viewer'>): ValidatedSession {
  const viewer = requireSignedIn(ctx);
  if (!isAdmin(viewer)) throw forbidden();
  return viewer;
}

/**
 * Staged (unpublished) content is shown only when an admin asks for preview; a visitor who adds
 * ?preview=true sees the live site (DESIGN.md, "Access").
 */
export function canSeeStaged(ctx: Pick<GraphQLContext, 'viewer'>, preview: boolean | null | undefined): boolean {
  return Boolean(preview) && isAdmin(ctx.viewer);
}
