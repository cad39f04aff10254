import type { GraphQLContext } from '../context.ts';
import { forbidden, unauthenticated } from '../errors.ts';
import { API_TOKEN_NOT_FOR_ACCOUNT, API_TOKEN_READ_ONLY, type ApiTokenViewer } from './api-tokens.ts';
import type { ValidatedSession } from './sessions.ts';

/*
 * Access rules as small named functions (the Payload CMS habit), used by the @public/@signedIn/
 * @admin directives on every root field and by services for row-level decisions.
 */
/** A browser's session (cookie), a script's API token (Authorization: Bearer), or nobody. */
export type Viewer = ValidatedSession | ApiTokenViewer | null;

export const isAdmin = (viewer: Viewer): boolean => viewer?.user.role === 'admin';

/**
 * A signed-in browser session. API tokens are refused here: the @signedIn fields manage the account
 * itself (sessions, password, e-mail, profile), which a leaked token must not be able to take over.
 */
export function requireSignedIn(ctx: Pick<GraphQLContext, 'viewer'>): ValidatedSession {
  if (!ctx.viewer) throw unauthenticated();
  if (ctx.viewer.apiToken) throw forbidden(API_TOKEN_NOT_FOR_ACCOUNT);
  return ctx.viewer;
}

/** An admin, through a session or an API token. */
export function requireAdmin(ctx: Pick<GraphQLContext, 'viewer'>): ValidatedSession | ApiTokenViewer {
  if (!ctx.viewer) throw unauthenticated();
  if (!isAdmin(ctx.viewer)) throw forbidden();
  return ctx.viewer;
}

/** An admin's browser session: what creating and revoking API tokens needs (a token cannot mint tokens). */
export function requireAdminSession(ctx: Pick<GraphQLContext, 'viewer'>): ValidatedSession {
  const viewer = requireSignedIn(ctx);
  if (!isAdmin(viewer)) throw forbidden();
  return viewer;
}

/** Mutations refuse a read-only API token, whatever their access directive. */
export function refuseReadOnlyToken(ctx: Pick<GraphQLContext, 'viewer'>): void {
  if (ctx.viewer?.apiToken?.readOnly) throw forbidden(API_TOKEN_READ_ONLY);
}

/**
 * Staged (unpublished) content is shown only when an admin asks for preview; a visitor who adds
 * ?preview=true sees the live site (DESIGN.md, "Access").
 */
export function canSeeStaged(ctx: Pick<GraphQLContext, 'viewer'>, preview: boolean | null | undefined): boolean {
  return Boolean(preview) && isAdmin(ctx.viewer);
}
