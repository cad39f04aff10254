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
    "\n  query ContentChangeLog {\n    contentChangeLog {\n      id\n      tableName\n      recordId\n      changeType\n      status\n      description\n      createdBy\n      createdAt\n      publishedAt\n      revertedAt\n      fieldChanges {\n        field\n        label\n        oldValue\n        newValue\n      }\n    }\n    contentChangeStats {\n      pending\n      publishedToday\n      pendingByTable {\n        tableName\n        count\n      }\n    }\n  }\n": typeof types.ContentChangeLogDocument,
    "\n  mutation RevertContentChange($input: RevertContentChangeInput!) {\n    revertContentChange(input: $input) {\n      change {\n        id\n        status\n        revertedAt\n      }\n    }\n  }\n": typeof types.RevertContentChangeDocument,
    "\n  mutation UpdateContactInfo($input: UpdateContactInfoInput!) {\n    updateContactInfo(input: $input) {\n      contentSection {\n        id\n        title\n        isPublished\n        publishedAt\n        updatedAt\n      }\n    }\n  }\n": typeof types.UpdateContactInfoDocument,
    "\n  query PendingChangeCount($tableName: ContentTable) {\n    pendingChangeCount(tableName: $tableName)\n  }\n": typeof types.PendingChangeCountDocument,
    "\n  mutation PublishContentChanges($input: PublishContentChangesInput!) {\n    publishContentChanges(input: $input) {\n      publishedCount\n    }\n  }\n": typeof types.PublishContentChangesDocument,
    "\n  mutation UpdateContentSection($input: UpdateContentSectionInput!) {\n    updateContentSection(input: $input) {\n      contentSection {\n        id\n        title\n        content\n        link\n        isPublished\n        publishedAt\n        updatedAt\n      }\n    }\n  }\n": typeof types.UpdateContentSectionDocument,
    "\n  mutation SetContentSectionActive($input: SetContentSectionActiveInput!) {\n    setContentSectionActive(input: $input) {\n      contentSection {\n        id\n        isActive\n      }\n    }\n  }\n": typeof types.SetContentSectionActiveDocument,
    "\n  query AdminContentSections($type: ContentSectionType) {\n    adminContentSections(type: $type) {\n      id\n      type\n      sectionKey\n      title\n      content\n      link\n      sortOrder\n      isActive\n      isPublished\n      publishedAt\n      updatedAt\n    }\n  }\n": typeof types.AdminContentSectionsDocument,
    "\n  subscription ContentChangeLogChanged {\n    contentChangeLogChanged {\n      reason\n      changedAt\n    }\n  }\n": typeof types.ContentChangeLogChangedDocument,
    "\n  mutation RunAdminDatabaseTest {\n    runAdminDatabaseTest {\n      result {\n        status\n        message\n        details\n        ranAt\n        checks {\n          name\n          status\n          message\n        }\n      }\n    }\n  }\n": typeof types.RunAdminDatabaseTestDocument,
    "\n  mutation RunContentEditingTest {\n    runContentEditingTest {\n      result {\n        status\n        message\n        details\n        ranAt\n        checks {\n          name\n          status\n          message\n        }\n      }\n    }\n  }\n": typeof types.RunContentEditingTestDocument,
    "\n  query AdminFaqs {\n    adminFaqs {\n      id\n      question\n      answer\n      category\n      sortOrder\n      isActive\n    }\n  }\n": typeof types.AdminFaqsDocument,
    "\n  mutation CreateFaq($input: CreateFaqInput!) {\n    createFaq(input: $input) {\n      faq {\n        id\n      }\n    }\n  }\n": typeof types.CreateFaqDocument,
    "\n  mutation UpdateFaq($input: UpdateFaqInput!) {\n    updateFaq(input: $input) {\n      faq {\n        id\n        question\n        answer\n        category\n        isActive\n      }\n    }\n  }\n": typeof types.UpdateFaqDocument,
    "\n  mutation DeleteFaq($input: DeleteFaqInput!) {\n    deleteFaq(input: $input) {\n      deletedId\n    }\n  }\n": typeof types.DeleteFaqDocument,
    "\n  mutation ReorderFaqs($input: ReorderFaqsInput!) {\n    reorderFaqs(input: $input) {\n      faqs {\n        id\n        sortOrder\n      }\n    }\n  }\n": typeof types.ReorderFaqsDocument,
    "\n  mutation CreateGalleryImage($input: CreateGalleryImageInput!) {\n    createGalleryImage(input: $input) {\n      galleryImage {\n        id\n      }\n    }\n  }\n": typeof types.CreateGalleryImageDocument,
    "\n  mutation UpdateGalleryImage($input: UpdateGalleryImageInput!) {\n    updateGalleryImage(input: $input) {\n      galleryImage {\n        id\n        title\n        category\n        imageUrl\n        altText\n        sortOrder\n        width\n        height\n        isPublished\n        publishedAt\n      }\n    }\n  }\n": typeof types.UpdateGalleryImageDocument,
    "\n  mutation SetGalleryImageActive($input: SetGalleryImageActiveInput!) {\n    setGalleryImageActive(input: $input) {\n      galleryImage {\n        id\n        isActive\n      }\n    }\n  }\n": typeof types.SetGalleryImageActiveDocument,
    "\n  mutation DeleteGalleryImage($input: DeleteGalleryImageInput!) {\n    deleteGalleryImage(input: $input) {\n      deletedId\n    }\n  }\n": typeof types.DeleteGalleryImageDocument,
    "\n  query AdminGalleryImages {\n    adminGalleryImages {\n      id\n      title\n      category\n      imageUrl\n      altText\n      sortOrder\n      width\n      height\n      isActive\n      isPublished\n      publishedAt\n    }\n  }\n": typeof types.AdminGalleryImagesDocument,
    "\n  query AdminHeroSlides {\n    adminHeroSlides {\n      id\n      title\n      subtitle\n      imageUrl\n      altText\n      sortOrder\n      isActive\n      isPublished\n      publishedAt\n    }\n  }\n": typeof types.AdminHeroSlidesDocument,
    "\n  mutation UpdateHeroSlide($input: UpdateHeroSlideInput!) {\n    updateHeroSlide(input: $input) {\n      heroSlide {\n        id\n        title\n        subtitle\n        imageUrl\n        altText\n        isPublished\n        publishedAt\n      }\n    }\n  }\n": typeof types.UpdateHeroSlideDocument,
    "\n  mutation SetHeroSlideActive($input: SetHeroSlideActiveInput!) {\n    setHeroSlideActive(input: $input) {\n      heroSlide {\n        id\n        isActive\n      }\n    }\n  }\n": typeof types.SetHeroSlideActiveDocument,
    "\n  query OutboxSummary {\n    emailOutboxSummary {\n      mode\n      queued\n      sending\n      sent\n      failed\n      total\n    }\n  }\n": typeof types.OutboxSummaryDocument,
    "\n  query OutboxMessages($status: OutboxStatus, $limit: Int) {\n    outboxMessages(status: $status, limit: $limit) {\n      id\n      kind\n      to\n      replyTo\n      subject\n      status\n      attempts\n      lastError\n      createdAt\n      nextAttemptAt\n      sentAt\n      text\n      html\n    }\n  }\n": typeof types.OutboxMessagesDocument,
    "\n  mutation RetryOutboxMessage($input: RetryOutboxMessageInput!) {\n    retryOutboxMessage(input: $input) {\n      message {\n        id\n        status\n        attempts\n        nextAttemptAt\n        lastError\n      }\n    }\n  }\n": typeof types.RetryOutboxMessageDocument,
    "\n  query AdminPageSettings {\n    pageSettings {\n      id\n      pageSlug\n      pageName\n      description\n      isActive\n      sortOrder\n      path\n    }\n    siteSettings {\n      branding {\n        siteTitle\n      }\n    }\n  }\n": typeof types.AdminPageSettingsDocument,
    "\n  mutation UpdatePageSetting($input: UpdatePageSettingInput!) {\n    updatePageSetting(input: $input) {\n      pageSetting {\n        id\n        pageName\n        description\n        isActive\n      }\n    }\n  }\n": typeof types.UpdatePageSettingDocument,
    "\n  mutation ReorderPageSettings($input: ReorderPageSettingsInput!) {\n    reorderPageSettings(input: $input) {\n      pageSettings {\n        id\n        sortOrder\n      }\n    }\n  }\n": typeof types.ReorderPageSettingsDocument,
    "\n  subscription AdminPageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n": typeof types.AdminPageSettingsChangedDocument,
    "\n  query ProfileScreen {\n    viewer {\n      id\n      email\n      role\n      displayName\n      avatarUrl\n      pendingEmail\n    }\n    mySessions {\n      id\n      createdAt\n      lastSeenAt\n      device\n      ipAddress\n      current\n    }\n  }\n": typeof types.ProfileScreenDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        id\n        displayName\n        avatarUrl\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      pendingEmail\n    }\n  }\n": typeof types.RequestEmailChangeDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      signedOutSessions\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SendMyPasswordResetLink($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n    }\n  }\n": typeof types.SendMyPasswordResetLinkDocument,
    "\n  mutation RevokeSession($input: RevokeSessionInput!) {\n    revokeSession(input: $input) {\n      revokedSessionId\n    }\n  }\n": typeof types.RevokeSessionDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      signedOutSessions\n    }\n  }\n": typeof types.SignOutOtherSessionsDocument,
    "\n  query ResourcesPageVisibility {\n    page(slug: \"resources\") {\n      id\n      isActive\n    }\n  }\n": typeof types.ResourcesPageVisibilityDocument,
    "\n  mutation CreateContentSection($input: CreateContentSectionInput!) {\n    createContentSection(input: $input) {\n      contentSection {\n        id\n      }\n    }\n  }\n": typeof types.CreateContentSectionDocument,
    "\n  mutation DeleteContentSection($input: DeleteContentSectionInput!) {\n    deleteContentSection(input: $input) {\n      deletedId\n    }\n  }\n": typeof types.DeleteContentSectionDocument,
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
    "\n  query FaqPage {\n    faqs {\n      id\n      question\n      answer\n      category\n    }\n  }\n": typeof types.FaqPageDocument,
    "\n  query GalleryPage($preview: Boolean) {\n    galleryImages(preview: $preview) {\n      id\n      title\n      category\n      imageUrl\n      altText\n      width\n      height\n    }\n  }\n": typeof types.GalleryPageDocument,
    "\n  query HomeHero($preview: Boolean) {\n    heroSlides(preview: $preview) {\n      id\n      title\n      subtitle\n      imageUrl\n      altText\n    }\n  }\n": typeof types.HomeHeroDocument,
    "\n  query PublicLayout {\n    navigationPages {\n      id\n      pageSlug\n      pageName\n      description\n      path\n    }\n    siteSettings {\n      footer {\n        companyName\n        tagline\n        address\n        phone\n        email\n        hours\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n      }\n    }\n  }\n": typeof types.PublicLayoutDocument,
    "\n  subscription PageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n": typeof types.PageSettingsChangedDocument,
    "\n  subscription SiteSettingsChanged {\n    siteSettingsChanged {\n      key\n      changedAt\n    }\n  }\n": typeof types.SiteSettingsChangedDocument,
};
const documents: Documents = {
    "\n  query BrandingSettings {\n    siteSettings {\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n      }\n    }\n  }\n": types.BrandingSettingsDocument,
    "\n  mutation UpdateLogo($input: UpdateLogoInput!) {\n    updateLogo(input: $input) {\n      branding {\n        logoUrl\n      }\n    }\n  }\n": types.UpdateLogoDocument,
    "\n  mutation UpdateFavicon($input: UpdateFaviconInput!) {\n    updateFavicon(input: $input) {\n      branding {\n        faviconUrl\n      }\n    }\n  }\n": types.UpdateFaviconDocument,
    "\n  mutation UpdateSiteDetails($input: UpdateSiteDetailsInput!) {\n    updateSiteDetails(input: $input) {\n      branding {\n        siteTitle\n        siteDescription\n      }\n    }\n  }\n": types.UpdateSiteDetailsDocument,
    "\n  query ContentChangeLog {\n    contentChangeLog {\n      id\n      tableName\n      recordId\n      changeType\n      status\n      description\n      createdBy\n      createdAt\n      publishedAt\n      revertedAt\n      fieldChanges {\n        field\n        label\n        oldValue\n        newValue\n      }\n    }\n    contentChangeStats {\n      pending\n      publishedToday\n      pendingByTable {\n        tableName\n        count\n      }\n    }\n  }\n": types.ContentChangeLogDocument,
    "\n  mutation RevertContentChange($input: RevertContentChangeInput!) {\n    revertContentChange(input: $input) {\n      change {\n        id\n        status\n        revertedAt\n      }\n    }\n  }\n": types.RevertContentChangeDocument,
    "\n  mutation UpdateContactInfo($input: UpdateContactInfoInput!) {\n    updateContactInfo(input: $input) {\n      contentSection {\n        id\n        title\n        isPublished\n        publishedAt\n        updatedAt\n      }\n    }\n  }\n": types.UpdateContactInfoDocument,
    "\n  query PendingChangeCount($tableName: ContentTable) {\n    pendingChangeCount(tableName: $tableName)\n  }\n": types.PendingChangeCountDocument,
    "\n  mutation PublishContentChanges($input: PublishContentChangesInput!) {\n    publishContentChanges(input: $input) {\n      publishedCount\n    }\n  }\n": types.PublishContentChangesDocument,
    "\n  mutation UpdateContentSection($input: UpdateContentSectionInput!) {\n    updateContentSection(input: $input) {\n      contentSection {\n        id\n        title\n        content\n        link\n        isPublished\n        publishedAt\n        updatedAt\n      }\n    }\n  }\n": types.UpdateContentSectionDocument,
    "\n  mutation SetContentSectionActive($input: SetContentSectionActiveInput!) {\n    setContentSectionActive(input: $input) {\n      contentSection {\n        id\n        isActive\n      }\n    }\n  }\n": types.SetContentSectionActiveDocument,
    "\n  query AdminContentSections($type: ContentSectionType) {\n    adminContentSections(type: $type) {\n      id\n      type\n      sectionKey\n      title\n      content\n      link\n      sortOrder\n      isActive\n      isPublished\n      publishedAt\n      updatedAt\n    }\n  }\n": types.AdminContentSectionsDocument,
    "\n  subscription ContentChangeLogChanged {\n    contentChangeLogChanged {\n      reason\n      changedAt\n    }\n  }\n": types.ContentChangeLogChangedDocument,
    "\n  mutation RunAdminDatabaseTest {\n    runAdminDatabaseTest {\n      result {\n        status\n        message\n        details\n        ranAt\n        checks {\n          name\n          status\n          message\n        }\n      }\n    }\n  }\n": types.RunAdminDatabaseTestDocument,
    "\n  mutation RunContentEditingTest {\n    runContentEditingTest {\n      result {\n        status\n        message\n        details\n        ranAt\n        checks {\n          name\n          status\n          message\n        }\n      }\n    }\n  }\n": types.RunContentEditingTestDocument,
    "\n  query AdminFaqs {\n    adminFaqs {\n      id\n      question\n      answer\n      category\n      sortOrder\n      isActive\n    }\n  }\n": types.AdminFaqsDocument,
    "\n  mutation CreateFaq($input: CreateFaqInput!) {\n    createFaq(input: $input) {\n      faq {\n        id\n      }\n    }\n  }\n": types.CreateFaqDocument,
    "\n  mutation UpdateFaq($input: UpdateFaqInput!) {\n    updateFaq(input: $input) {\n      faq {\n        id\n        question\n        answer\n        category\n        isActive\n      }\n    }\n  }\n": types.UpdateFaqDocument,
    "\n  mutation DeleteFaq($input: DeleteFaqInput!) {\n    deleteFaq(input: $input) {\n      deletedId\n    }\n  }\n": types.DeleteFaqDocument,
    "\n  mutation ReorderFaqs($input: ReorderFaqsInput!) {\n    reorderFaqs(input: $input) {\n      faqs {\n        id\n        sortOrder\n      }\n    }\n  }\n": types.ReorderFaqsDocument,
    "\n  mutation CreateGalleryImage($input: CreateGalleryImageInput!) {\n    createGalleryImage(input: $input) {\n      galleryImage {\n        id\n      }\n    }\n  }\n": types.CreateGalleryImageDocument,
    "\n  mutation UpdateGalleryImage($input: UpdateGalleryImageInput!) {\n    updateGalleryImage(input: $input) {\n      galleryImage {\n        id\n        title\n        category\n        imageUrl\n        altText\n        sortOrder\n        width\n        height\n        isPublished\n        publishedAt\n      }\n    }\n  }\n": types.UpdateGalleryImageDocument,
    "\n  mutation SetGalleryImageActive($input: SetGalleryImageActiveInput!) {\n    setGalleryImageActive(input: $input) {\n      galleryImage {\n        id\n        isActive\n      }\n    }\n  }\n": types.SetGalleryImageActiveDocument,
    "\n  mutation DeleteGalleryImage($input: DeleteGalleryImageInput!) {\n    deleteGalleryImage(input: $input) {\n      deletedId\n    }\n  }\n": types.DeleteGalleryImageDocument,
    "\n  query AdminGalleryImages {\n    adminGalleryImages {\n      id\n      title\n      category\n      imageUrl\n      altText\n      sortOrder\n      width\n      height\n      isActive\n      isPublished\n      publishedAt\n    }\n  }\n": types.AdminGalleryImagesDocument,
    "\n  query AdminHeroSlides {\n    adminHeroSlides {\n      id\n      title\n      subtitle\n      imageUrl\n      altText\n      sortOrder\n      isActive\n      isPublished\n      publishedAt\n    }\n  }\n": types.AdminHeroSlidesDocument,
    "\n  mutation UpdateHeroSlide($input: UpdateHeroSlideInput!) {\n    updateHeroSlide(input: $input) {\n      heroSlide {\n        id\n        title\n        subtitle\n        imageUrl\n        altText\n        isPublished\n        publishedAt\n      }\n    }\n  }\n": types.UpdateHeroSlideDocument,
    "\n  mutation SetHeroSlideActive($input: SetHeroSlideActiveInput!) {\n    setHeroSlideActive(input: $input) {\n      heroSlide {\n        id\n        isActive\n      }\n    }\n  }\n": types.SetHeroSlideActiveDocument,
    "\n  query OutboxSummary {\n    emailOutboxSummary {\n      mode\n      queued\n      sending\n      sent\n      failed\n      total\n    }\n  }\n": types.OutboxSummaryDocument,
    "\n  query OutboxMessages($status: OutboxStatus, $limit: Int) {\n    outboxMessages(status: $status, limit: $limit) {\n      id\n      kind\n      to\n      replyTo\n      subject\n      status\n      attempts\n      lastError\n      createdAt\n      nextAttemptAt\n      sentAt\n      text\n      html\n    }\n  }\n": types.OutboxMessagesDocument,
    "\n  mutation RetryOutboxMessage($input: RetryOutboxMessageInput!) {\n    retryOutboxMessage(input: $input) {\n      message {\n        id\n        status\n        attempts\n        nextAttemptAt\n        lastError\n      }\n    }\n  }\n": types.RetryOutboxMessageDocument,
    "\n  query AdminPageSettings {\n    pageSettings {\n      id\n      pageSlug\n      pageName\n      description\n      isActive\n      sortOrder\n      path\n    }\n    siteSettings {\n      branding {\n        siteTitle\n      }\n    }\n  }\n": types.AdminPageSettingsDocument,
    "\n  mutation UpdatePageSetting($input: UpdatePageSettingInput!) {\n    updatePageSetting(input: $input) {\n      pageSetting {\n        id\n        pageName\n        description\n        isActive\n      }\n    }\n  }\n": types.UpdatePageSettingDocument,
    "\n  mutation ReorderPageSettings($input: ReorderPageSettingsInput!) {\n    reorderPageSettings(input: $input) {\n      pageSettings {\n        id\n        sortOrder\n      }\n    }\n  }\n": types.ReorderPageSettingsDocument,
    "\n  subscription AdminPageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n": types.AdminPageSettingsChangedDocument,
    "\n  query ProfileScreen {\n    viewer {\n      id\n      email\n      role\n      displayName\n      avatarUrl\n      pendingEmail\n    }\n    mySessions {\n      id\n      createdAt\n      lastSeenAt\n      device\n      ipAddress\n      current\n    }\n  }\n": types.ProfileScreenDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        id\n        displayName\n        avatarUrl\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      pendingEmail\n    }\n  }\n": types.RequestEmailChangeDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      signedOutSessions\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SendMyPasswordResetLink($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n    }\n  }\n": types.SendMyPasswordResetLinkDocument,
    "\n  mutation RevokeSession($input: RevokeSessionInput!) {\n    revokeSession(input: $input) {\n      revokedSessionId\n    }\n  }\n": types.RevokeSessionDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      signedOutSessions\n    }\n  }\n": types.SignOutOtherSessionsDocument,
    "\n  query ResourcesPageVisibility {\n    page(slug: \"resources\") {\n      id\n      isActive\n    }\n  }\n": types.ResourcesPageVisibilityDocument,
    "\n  mutation CreateContentSection($input: CreateContentSectionInput!) {\n    createContentSection(input: $input) {\n      contentSection {\n        id\n      }\n    }\n  }\n": types.CreateContentSectionDocument,
    "\n  mutation DeleteContentSection($input: DeleteContentSectionInput!) {\n    deleteContentSection(input: $input) {\n      deletedId\n    }\n  }\n": types.DeleteContentSectionDocument,
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
    "\n  query FaqPage {\n    faqs {\n      id\n      question\n      answer\n      category\n    }\n  }\n": types.FaqPageDocument,
    "\n  query GalleryPage($preview: Boolean) {\n    galleryImages(preview: $preview) {\n      id\n      title\n      category\n      imageUrl\n      altText\n      width\n      height\n    }\n  }\n": types.GalleryPageDocument,
    "\n  query HomeHero($preview: Boolean) {\n    heroSlides(preview: $preview) {\n      id\n      title\n      subtitle\n      imageUrl\n      altText\n    }\n  }\n": types.HomeHeroDocument,
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
export function graphql(source: "\n  query ContentChangeLog {\n    contentChangeLog {\n      id\n      tableName\n      recordId\n      changeType\n      status\n      description\n      createdBy\n      createdAt\n      publishedAt\n      revertedAt\n      fieldChanges {\n        field\n        label\n        oldValue\n        newValue\n      }\n    }\n    contentChangeStats {\n      pending\n      publishedToday\n      pendingByTable {\n        tableName\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContentChangeLog {\n    contentChangeLog {\n      id\n      tableName\n      recordId\n      changeType\n      status\n      description\n      createdBy\n      createdAt\n      publishedAt\n      revertedAt\n      fieldChanges {\n        field\n        label\n        oldValue\n        newValue\n      }\n    }\n    contentChangeStats {\n      pending\n      publishedToday\n      pendingByTable {\n        tableName\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevertContentChange($input: RevertContentChangeInput!) {\n    revertContentChange(input: $input) {\n      change {\n        id\n        status\n        revertedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevertContentChange($input: RevertContentChangeInput!) {\n    revertContentChange(input: $input) {\n      change {\n        id\n        status\n        revertedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContactInfo($input: UpdateContactInfoInput!) {\n    updateContactInfo(input: $input) {\n      contentSection {\n        id\n        title\n        isPublished\n        publishedAt\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContactInfo($input: UpdateContactInfoInput!) {\n    updateContactInfo(input: $input) {\n      contentSection {\n        id\n        title\n        isPublished\n        publishedAt\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingChangeCount($tableName: ContentTable) {\n    pendingChangeCount(tableName: $tableName)\n  }\n"): (typeof documents)["\n  query PendingChangeCount($tableName: ContentTable) {\n    pendingChangeCount(tableName: $tableName)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishContentChanges($input: PublishContentChangesInput!) {\n    publishContentChanges(input: $input) {\n      publishedCount\n    }\n  }\n"): (typeof documents)["\n  mutation PublishContentChanges($input: PublishContentChangesInput!) {\n    publishContentChanges(input: $input) {\n      publishedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContentSection($input: UpdateContentSectionInput!) {\n    updateContentSection(input: $input) {\n      contentSection {\n        id\n        title\n        content\n        link\n        isPublished\n        publishedAt\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContentSection($input: UpdateContentSectionInput!) {\n    updateContentSection(input: $input) {\n      contentSection {\n        id\n        title\n        content\n        link\n        isPublished\n        publishedAt\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetContentSectionActive($input: SetContentSectionActiveInput!) {\n    setContentSectionActive(input: $input) {\n      contentSection {\n        id\n        isActive\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetContentSectionActive($input: SetContentSectionActiveInput!) {\n    setContentSectionActive(input: $input) {\n      contentSection {\n        id\n        isActive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContentSections($type: ContentSectionType) {\n    adminContentSections(type: $type) {\n      id\n      type\n      sectionKey\n      title\n      content\n      link\n      sortOrder\n      isActive\n      isPublished\n      publishedAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminContentSections($type: ContentSectionType) {\n    adminContentSections(type: $type) {\n      id\n      type\n      sectionKey\n      title\n      content\n      link\n      sortOrder\n      isActive\n      isPublished\n      publishedAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ContentChangeLogChanged {\n    contentChangeLogChanged {\n      reason\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription ContentChangeLogChanged {\n    contentChangeLogChanged {\n      reason\n      changedAt\n    }\n  }\n"];
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
export function graphql(source: "\n  query AdminFaqs {\n    adminFaqs {\n      id\n      question\n      answer\n      category\n      sortOrder\n      isActive\n    }\n  }\n"): (typeof documents)["\n  query AdminFaqs {\n    adminFaqs {\n      id\n      question\n      answer\n      category\n      sortOrder\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFaq($input: CreateFaqInput!) {\n    createFaq(input: $input) {\n      faq {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFaq($input: CreateFaqInput!) {\n    createFaq(input: $input) {\n      faq {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFaq($input: UpdateFaqInput!) {\n    updateFaq(input: $input) {\n      faq {\n        id\n        question\n        answer\n        category\n        isActive\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFaq($input: UpdateFaqInput!) {\n    updateFaq(input: $input) {\n      faq {\n        id\n        question\n        answer\n        category\n        isActive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFaq($input: DeleteFaqInput!) {\n    deleteFaq(input: $input) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteFaq($input: DeleteFaqInput!) {\n    deleteFaq(input: $input) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderFaqs($input: ReorderFaqsInput!) {\n    reorderFaqs(input: $input) {\n      faqs {\n        id\n        sortOrder\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderFaqs($input: ReorderFaqsInput!) {\n    reorderFaqs(input: $input) {\n      faqs {\n        id\n        sortOrder\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGalleryImage($input: CreateGalleryImageInput!) {\n    createGalleryImage(input: $input) {\n      galleryImage {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGalleryImage($input: CreateGalleryImageInput!) {\n    createGalleryImage(input: $input) {\n      galleryImage {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGalleryImage($input: UpdateGalleryImageInput!) {\n    updateGalleryImage(input: $input) {\n      galleryImage {\n        id\n        title\n        category\n        imageUrl\n        altText\n        sortOrder\n        width\n        height\n        isPublished\n        publishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGalleryImage($input: UpdateGalleryImageInput!) {\n    updateGalleryImage(input: $input) {\n      galleryImage {\n        id\n        title\n        category\n        imageUrl\n        altText\n        sortOrder\n        width\n        height\n        isPublished\n        publishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGalleryImageActive($input: SetGalleryImageActiveInput!) {\n    setGalleryImageActive(input: $input) {\n      galleryImage {\n        id\n        isActive\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetGalleryImageActive($input: SetGalleryImageActiveInput!) {\n    setGalleryImageActive(input: $input) {\n      galleryImage {\n        id\n        isActive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGalleryImage($input: DeleteGalleryImageInput!) {\n    deleteGalleryImage(input: $input) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteGalleryImage($input: DeleteGalleryImageInput!) {\n    deleteGalleryImage(input: $input) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGalleryImages {\n    adminGalleryImages {\n      id\n      title\n      category\n      imageUrl\n      altText\n      sortOrder\n      width\n      height\n      isActive\n      isPublished\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminGalleryImages {\n    adminGalleryImages {\n      id\n      title\n      category\n      imageUrl\n      altText\n      sortOrder\n      width\n      height\n      isActive\n      isPublished\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHeroSlides {\n    adminHeroSlides {\n      id\n      title\n      subtitle\n      imageUrl\n      altText\n      sortOrder\n      isActive\n      isPublished\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminHeroSlides {\n    adminHeroSlides {\n      id\n      title\n      subtitle\n      imageUrl\n      altText\n      sortOrder\n      isActive\n      isPublished\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHeroSlide($input: UpdateHeroSlideInput!) {\n    updateHeroSlide(input: $input) {\n      heroSlide {\n        id\n        title\n        subtitle\n        imageUrl\n        altText\n        isPublished\n        publishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHeroSlide($input: UpdateHeroSlideInput!) {\n    updateHeroSlide(input: $input) {\n      heroSlide {\n        id\n        title\n        subtitle\n        imageUrl\n        altText\n        isPublished\n        publishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetHeroSlideActive($input: SetHeroSlideActiveInput!) {\n    setHeroSlideActive(input: $input) {\n      heroSlide {\n        id\n        isActive\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetHeroSlideActive($input: SetHeroSlideActiveInput!) {\n    setHeroSlideActive(input: $input) {\n      heroSlide {\n        id\n        isActive\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query AdminPageSettings {\n    pageSettings {\n      id\n      pageSlug\n      pageName\n      description\n      isActive\n      sortOrder\n      path\n    }\n    siteSettings {\n      branding {\n        siteTitle\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPageSettings {\n    pageSettings {\n      id\n      pageSlug\n      pageName\n      description\n      isActive\n      sortOrder\n      path\n    }\n    siteSettings {\n      branding {\n        siteTitle\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePageSetting($input: UpdatePageSettingInput!) {\n    updatePageSetting(input: $input) {\n      pageSetting {\n        id\n        pageName\n        description\n        isActive\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePageSetting($input: UpdatePageSettingInput!) {\n    updatePageSetting(input: $input) {\n      pageSetting {\n        id\n        pageName\n        description\n        isActive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderPageSettings($input: ReorderPageSettingsInput!) {\n    reorderPageSettings(input: $input) {\n      pageSettings {\n        id\n        sortOrder\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderPageSettings($input: ReorderPageSettingsInput!) {\n    reorderPageSettings(input: $input) {\n      pageSettings {\n        id\n        sortOrder\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminPageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription AdminPageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n"];
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
export function graphql(source: "\n  query ResourcesPageVisibility {\n    page(slug: \"resources\") {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  query ResourcesPageVisibility {\n    page(slug: \"resources\") {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateContentSection($input: CreateContentSectionInput!) {\n    createContentSection(input: $input) {\n      contentSection {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateContentSection($input: CreateContentSectionInput!) {\n    createContentSection(input: $input) {\n      contentSection {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteContentSection($input: DeleteContentSectionInput!) {\n    deleteContentSection(input: $input) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteContentSection($input: DeleteContentSectionInput!) {\n    deleteContentSection(input: $input) {\n      deletedId\n    }\n  }\n"];
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
export function graphql(source: "\n  query FaqPage {\n    faqs {\n      id\n      question\n      answer\n      category\n    }\n  }\n"): (typeof documents)["\n  query FaqPage {\n    faqs {\n      id\n      question\n      answer\n      category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryPage($preview: Boolean) {\n    galleryImages(preview: $preview) {\n      id\n      title\n      category\n      imageUrl\n      altText\n      width\n      height\n    }\n  }\n"): (typeof documents)["\n  query GalleryPage($preview: Boolean) {\n    galleryImages(preview: $preview) {\n      id\n      title\n      category\n      imageUrl\n      altText\n      width\n      height\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeHero($preview: Boolean) {\n    heroSlides(preview: $preview) {\n      id\n      title\n      subtitle\n      imageUrl\n      altText\n    }\n  }\n"): (typeof documents)["\n  query HomeHero($preview: Boolean) {\n    heroSlides(preview: $preview) {\n      id\n      title\n      subtitle\n      imageUrl\n      altText\n    }\n  }\n"];
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