/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query BrandingSettings {\n    siteSettings {\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n      }\n    }\n  }\n": typeof types.BrandingSettingsDocument,
    "\n  mutation UpdateLogo($input: UpdateLogoInput!) {\n    updateLogo(input: $input) {\n      branding {\n        logoUrl\n      }\n    }\n  }\n": typeof types.UpdateLogoDocument,
    "\n  mutation UpdateFavicon($input: UpdateFaviconInput!) {\n    updateFavicon(input: $input) {\n      branding {\n        faviconUrl\n      }\n    }\n  }\n": typeof types.UpdateFaviconDocument,
    "\n  mutation UpdateSiteDetails($input: UpdateSiteDetailsInput!) {\n    updateSiteDetails(input: $input) {\n      branding {\n        siteTitle\n        siteDescription\n      }\n    }\n  }\n": typeof types.UpdateSiteDetailsDocument,
    "\n  mutation RunAdminDatabaseTest {\n    runAdminDatabaseTest {\n      result {\n        status\n        message\n        details\n        ranAt\n        checks {\n          name\n          status\n          message\n        }\n      }\n    }\n  }\n": typeof types.RunAdminDatabaseTestDocument,
    "\n  mutation RunContentEditingTest {\n    runContentEditingTest {\n      result {\n        status\n        message\n        details\n        ranAt\n        checks {\n          name\n          status\n          message\n        }\n      }\n    }\n  }\n": typeof types.RunContentEditingTestDocument,
    "\n  query OutboxSummary {\n    emailOutboxSummary {\n      mode\n      queued\n      sending\n      sent\n      failed\n      total\n    }\n  }\n": typeof types.OutboxSummaryDocument,
    "\n  query OutboxMessages($status: OutboxStatus, $limit: Int) {\n    outboxMessages(status: $status, limit: $limit) {\n      id\n      kind\n      to\n      replyTo\n      subject\n      status\n      attempts\n      lastError\n      createdAt\n      nextAttemptAt\n      sentAt\n      text\n      html\n    }\n  }\n": typeof types.OutboxMessagesDocument,
    "\n  mutation RetryOutboxMessage($input: RetryOutboxMessageInput!) {\n    retryOutboxMessage(input: $input) {\n      message {\n        id\n        status\n        attempts\n        nextAttemptAt\n        lastError\n      }\n    }\n  }\n": typeof types.RetryOutboxMessageDocument,
    "\n  query ProfileScreen {\n    viewer {\n      id\n      email\n      role\n      displayName\n      avatarUrl\n      pendingEmail\n    }\n    mySessions {\n      id\n      createdAt\n      lastSeenAt\n      device\n      ipAddress\n      current\n    }\n  }\n": typeof types.ProfileScreenDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        id\n        displayName\n        avatarUrl\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      pendingEmail\n    }\n  }\n": typeof types.RequestEmailChangeDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      signedOutSessions\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SendMyPasswordResetLink($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n    }\n  }\n": typeof types.SendMyPasswordResetLinkDocument,
    "\n  mutation RevokeSession($input: RevokeSessionInput!) {\n    revokeSession(input: $input) {\n      revokedSessionId\n    }\n  }\n": typeof types.RevokeSessionDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      signedOutSessions\n    }\n  }\n": typeof types.SignOutOtherSessionsDocument,
    "\n  query SocialFooterSettings {\n    siteSettings {\n      footer {\n        companyName\n        tagline\n        address\n        phone\n        email\n        hours\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n    }\n  }\n": typeof types.SocialFooterSettingsDocument,
    "\n  mutation UpdateSocialAndFooter($input: UpdateSocialAndFooterInput!) {\n    updateSocialAndFooter(input: $input) {\n      footer {\n        companyName\n        tagline\n        address\n        phone\n        email\n        hours\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n    }\n  }\n": typeof types.UpdateSocialAndFooterDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      email\n    }\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  query PasswordResetTokenStatus($token: String!) {\n    passwordResetTokenStatus(token: $token)\n  }\n": typeof types.PasswordResetTokenStatusDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      email\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        id\n        email\n        role\n        isAdmin\n        displayName\n        avatarUrl\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n": typeof types.SignOutDocument,
    "\n  query Viewer {\n    viewer {\n      id\n      email\n      role\n      isAdmin\n      displayName\n      avatarUrl\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  query PublicContentSections($type: ContentSectionType, $preview: Boolean) {\n    contentSections(type: $type, preview: $preview) {\n      id\n      sectionKey\n      title\n      content\n      link\n    }\n  }\n": typeof types.PublicContentSectionsDocument,
    "\n  query HomeHero($preview: Boolean) {\n    heroSlides(preview: $preview) {\n      id\n      title\n      imageUrl\n      altText\n    }\n  }\n": typeof types.HomeHeroDocument,
    "\n  query PublicLayout {\n    navigationPages {\n      id\n      pageSlug\n      pageName\n      description\n      path\n    }\n    siteSettings {\n      footer {\n        companyName\n        tagline\n        address\n        phone\n        email\n        hours\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n      }\n    }\n  }\n": typeof types.PublicLayoutDocument,
    "\n  subscription PageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n": typeof types.PageSettingsChangedDocument,
    "\n  subscription SiteSettingsChanged {\n    siteSettingsChanged {\n      key\n      changedAt\n    }\n  }\n": typeof types.SiteSettingsChangedDocument,
};
const documents: Documents = {
    "\n  query BrandingSettings {\n    siteSettings {\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n      }\n    }\n  }\n": types.BrandingSettingsDocument,
    "\n  mutation UpdateLogo($input: UpdateLogoInput!) {\n    updateLogo(input: $input) {\n      branding {\n        logoUrl\n      }\n    }\n  }\n": types.UpdateLogoDocument,
    "\n  mutation UpdateFavicon($input: UpdateFaviconInput!) {\n    updateFavicon(input: $input) {\n      branding {\n        faviconUrl\n      }\n    }\n  }\n": types.UpdateFaviconDocument,
    "\n  mutation UpdateSiteDetails($input: UpdateSiteDetailsInput!) {\n    updateSiteDetails(input: $input) {\n      branding {\n        siteTitle\n        siteDescription\n      }\n    }\n  }\n": types.UpdateSiteDetailsDocument,
    "\n  mutation RunAdminDatabaseTest {\n    runAdminDatabaseTest {\n      result {\n        status\n        message\n        details\n        ranAt\n        checks {\n          name\n          status\n          message\n        }\n      }\n    }\n  }\n": types.RunAdminDatabaseTestDocument,
    "\n  mutation RunContentEditingTest {\n    runContentEditingTest {\n      result {\n        status\n        message\n        details\n        ranAt\n        checks {\n          name\n          status\n          message\n        }\n      }\n    }\n  }\n": types.RunContentEditingTestDocument,
    "\n  query OutboxSummary {\n    emailOutboxSummary {\n      mode\n      queued\n      sending\n      sent\n      failed\n      total\n    }\n  }\n": types.OutboxSummaryDocument,
    "\n  query OutboxMessages($status: OutboxStatus, $limit: Int) {\n    outboxMessages(status: $status, limit: $limit) {\n      id\n      kind\n      to\n      replyTo\n      subject\n      status\n      attempts\n      lastError\n      createdAt\n      nextAttemptAt\n      sentAt\n      text\n      html\n    }\n  }\n": types.OutboxMessagesDocument,
    "\n  mutation RetryOutboxMessage($input: RetryOutboxMessageInput!) {\n    retryOutboxMessage(input: $input) {\n      message {\n        id\n        status\n        attempts\n        nextAttemptAt\n        lastError\n      }\n    }\n  }\n": types.RetryOutboxMessageDocument,
    "\n  query ProfileScreen {\n    viewer {\n      id\n      email\n      role\n      displayName\n      avatarUrl\n      pendingEmail\n    }\n    mySessions {\n      id\n      createdAt\n      lastSeenAt\n      device\n      ipAddress\n      current\n    }\n  }\n": types.ProfileScreenDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        id\n        displayName\n        avatarUrl\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      pendingEmail\n    }\n  }\n": types.RequestEmailChangeDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      signedOutSessions\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SendMyPasswordResetLink($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n    }\n  }\n": types.SendMyPasswordResetLinkDocument,
    "\n  mutation RevokeSession($input: RevokeSessionInput!) {\n    revokeSession(input: $input) {\n      revokedSessionId\n    }\n  }\n": types.RevokeSessionDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      signedOutSessions\n    }\n  }\n": types.SignOutOtherSessionsDocument,
    "\n  query SocialFooterSettings {\n    siteSettings {\n      footer {\n        companyName\n        tagline\n        address\n        phone\n        email\n        hours\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n    }\n  }\n": types.SocialFooterSettingsDocument,
    "\n  mutation UpdateSocialAndFooter($input: UpdateSocialAndFooterInput!) {\n    updateSocialAndFooter(input: $input) {\n      footer {\n        companyName\n        tagline\n        address\n        phone\n        email\n        hours\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n    }\n  }\n": types.UpdateSocialAndFooterDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      email\n    }\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  query PasswordResetTokenStatus($token: String!) {\n    passwordResetTokenStatus(token: $token)\n  }\n": types.PasswordResetTokenStatusDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      email\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        id\n        email\n        role\n        isAdmin\n        displayName\n        avatarUrl\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n": types.SignOutDocument,
    "\n  query Viewer {\n    viewer {\n      id\n      email\n      role\n      isAdmin\n      displayName\n      avatarUrl\n    }\n  }\n": types.ViewerDocument,
    "\n  query PublicContentSections($type: ContentSectionType, $preview: Boolean) {\n    contentSections(type: $type, preview: $preview) {\n      id\n      sectionKey\n      title\n      content\n      link\n    }\n  }\n": types.PublicContentSectionsDocument,
    "\n  query HomeHero($preview: Boolean) {\n    heroSlides(preview: $preview) {\n      id\n      title\n      imageUrl\n      altText\n    }\n  }\n": types.HomeHeroDocument,
    "\n  query PublicLayout {\n    navigationPages {\n      id\n      pageSlug\n      pageName\n      description\n      path\n    }\n    siteSettings {\n      footer {\n        companyName\n        tagline\n        address\n        phone\n        email\n        hours\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n      }\n    }\n  }\n": types.PublicLayoutDocument,
    "\n  subscription PageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n": types.PageSettingsChangedDocument,
    "\n  subscription SiteSettingsChanged {\n    siteSettingsChanged {\n      key\n      changedAt\n    }\n  }\n": types.SiteSettingsChangedDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandingSettings {\n    siteSettings {\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query BrandingSettings {\n    siteSettings {\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLogo($input: UpdateLogoInput!) {\n    updateLogo(input: $input) {\n      branding {\n        logoUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLogo($input: UpdateLogoInput!) {\n    updateLogo(input: $input) {\n      branding {\n        logoUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFavicon($input: UpdateFaviconInput!) {\n    updateFavicon(input: $input) {\n      branding {\n        faviconUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFavicon($input: UpdateFaviconInput!) {\n    updateFavicon(input: $input) {\n      branding {\n        faviconUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSiteDetails($input: UpdateSiteDetailsInput!) {\n    updateSiteDetails(input: $input) {\n      branding {\n        siteTitle\n        siteDescription\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSiteDetails($input: UpdateSiteDetailsInput!) {\n    updateSiteDetails(input: $input) {\n      branding {\n        siteTitle\n        siteDescription\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunAdminDatabaseTest {\n    runAdminDatabaseTest {\n      result {\n        status\n        message\n        details\n        ranAt\n        checks {\n          name\n          status\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RunAdminDatabaseTest {\n    runAdminDatabaseTest {\n      result {\n        status\n        message\n        details\n        ranAt\n        checks {\n          name\n          status\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunContentEditingTest {\n    runContentEditingTest {\n      result {\n        status\n        message\n        details\n        ranAt\n        checks {\n          name\n          status\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RunContentEditingTest {\n    runContentEditingTest {\n      result {\n        status\n        message\n        details\n        ranAt\n        checks {\n          name\n          status\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboxSummary {\n    emailOutboxSummary {\n      mode\n      queued\n      sending\n      sent\n      failed\n      total\n    }\n  }\n"): (typeof documents)["\n  query OutboxSummary {\n    emailOutboxSummary {\n      mode\n      queued\n      sending\n      sent\n      failed\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboxMessages($status: OutboxStatus, $limit: Int) {\n    outboxMessages(status: $status, limit: $limit) {\n      id\n      kind\n      to\n      replyTo\n      subject\n      status\n      attempts\n      lastError\n      createdAt\n      nextAttemptAt\n      sentAt\n      text\n      html\n    }\n  }\n"): (typeof documents)["\n  query OutboxMessages($status: OutboxStatus, $limit: Int) {\n    outboxMessages(status: $status, limit: $limit) {\n      id\n      kind\n      to\n      replyTo\n      subject\n      status\n      attempts\n      lastError\n      createdAt\n      nextAttemptAt\n      sentAt\n      text\n      html\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryOutboxMessage($input: RetryOutboxMessageInput!) {\n    retryOutboxMessage(input: $input) {\n      message {\n        id\n        status\n        attempts\n        nextAttemptAt\n        lastError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RetryOutboxMessage($input: RetryOutboxMessageInput!) {\n    retryOutboxMessage(input: $input) {\n      message {\n        id\n        status\n        attempts\n        nextAttemptAt\n        lastError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileScreen {\n    viewer {\n      id\n      email\n      role\n      displayName\n      avatarUrl\n      pendingEmail\n    }\n    mySessions {\n      id\n      createdAt\n      lastSeenAt\n      device\n      ipAddress\n      current\n    }\n  }\n"): (typeof documents)["\n  query ProfileScreen {\n    viewer {\n      id\n      email\n      role\n      displayName\n      avatarUrl\n      pendingEmail\n    }\n    mySessions {\n      id\n      createdAt\n      lastSeenAt\n      device\n      ipAddress\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        id\n        displayName\n        avatarUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        id\n        displayName\n        avatarUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      pendingEmail\n    }\n  }\n"): (typeof documents)["\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      pendingEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      signedOutSessions\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      signedOutSessions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMyPasswordResetLink($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n    }\n  }\n"): (typeof documents)["\n  mutation SendMyPasswordResetLink($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeSession($input: RevokeSessionInput!) {\n    revokeSession(input: $input) {\n      revokedSessionId\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeSession($input: RevokeSessionInput!) {\n    revokeSession(input: $input) {\n      revokedSessionId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      signedOutSessions\n    }\n  }\n"): (typeof documents)["\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      signedOutSessions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocialFooterSettings {\n    siteSettings {\n      footer {\n        companyName\n        tagline\n        address\n        phone\n        email\n        hours\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n    }\n  }\n"): (typeof documents)["\n  query SocialFooterSettings {\n    siteSettings {\n      footer {\n        companyName\n        tagline\n        address\n        phone\n        email\n        hours\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSocialAndFooter($input: UpdateSocialAndFooterInput!) {\n    updateSocialAndFooter(input: $input) {\n      footer {\n        companyName\n        tagline\n        address\n        phone\n        email\n        hours\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSocialAndFooter($input: UpdateSocialAndFooterInput!) {\n    updateSocialAndFooter(input: $input) {\n      footer {\n        companyName\n        tagline\n        address\n        phone\n        email\n        hours\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordResetTokenStatus($token: String!) {\n    passwordResetTokenStatus(token: $token)\n  }\n"): (typeof documents)["\n  query PasswordResetTokenStatus($token: String!) {\n    passwordResetTokenStatus(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        id\n        email\n        role\n        isAdmin\n        displayName\n        avatarUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        id\n        email\n        role\n        isAdmin\n        displayName\n        avatarUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      id\n      email\n      role\n      isAdmin\n      displayName\n      avatarUrl\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      id\n      email\n      role\n      isAdmin\n      displayName\n      avatarUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicContentSections($type: ContentSectionType, $preview: Boolean) {\n    contentSections(type: $type, preview: $preview) {\n      id\n      sectionKey\n      title\n      content\n      link\n    }\n  }\n"): (typeof documents)["\n  query PublicContentSections($type: ContentSectionType, $preview: Boolean) {\n    contentSections(type: $type, preview: $preview) {\n      id\n      sectionKey\n      title\n      content\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeHero($preview: Boolean) {\n    heroSlides(preview: $preview) {\n      id\n      title\n      imageUrl\n      altText\n    }\n  }\n"): (typeof documents)["\n  query HomeHero($preview: Boolean) {\n    heroSlides(preview: $preview) {\n      id\n      title\n      imageUrl\n      altText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicLayout {\n    navigationPages {\n      id\n      pageSlug\n      pageName\n      description\n      path\n    }\n    siteSettings {\n      footer {\n        companyName\n        tagline\n        address\n        phone\n        email\n        hours\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicLayout {\n    navigationPages {\n      id\n      pageSlug\n      pageName\n      description\n      path\n    }\n    siteSettings {\n      footer {\n        companyName\n        tagline\n        address\n        phone\n        email\n        hours\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription PageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SiteSettingsChanged {\n    siteSettingsChanged {\n      key\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription SiteSettingsChanged {\n    siteSettingsChanged {\n      key\n      changedAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;