import { canSeeStaged, requireAdmin } from '../../auth/access.ts';
import type { GraphQLContext } from '../../context.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import { importImageFromUrl, isRemoteImageUrl } from '../../http/image-import.ts';
import {
  createContentSection,
  createGalleryImage,
  deleteContentSection,
  deleteGalleryImage,
  listAdminContentSections,
  listAdminGalleryImages,
  listAdminHeroSlides,
  listHiddenContentSectionKeys,
  listVisibleContentSections,
  listVisibleGalleryImages,
  listVisibleHeroSlides,
  setContentSectionActive,
  setGalleryImageActive,
  setHeroSlideActive,
  updateContentSection,
  updateGalleryImage,
  updateHeroSlide,
  type ContentWriteContext,
} from './content.service.ts';
import { readAdminContactInfo, readContactInfo, updateContactInfo } from './contact-info.service.ts';

/**
 * An image given by a web address is downloaded and stored on this site first (see
 * http/image-import.ts); the content services only ever see local image paths.
 */
async function withLocalImage<T extends { imageUrl?: string | null; width?: number | null; height?: number | null }>(
  ctx: GraphQLContext,
  input: T,
  purpose: 'gallery' | 'hero',
): Promise<T> {
  if (!input.imageUrl || !isRemoteImageUrl(input.imageUrl)) return input;
  requireAdmin(ctx);
  const stored = await importImageFromUrl(ctx.config, input.imageUrl, purpose);
  return { ...input, imageUrl: stored.url, ...(purpose === 'gallery' ? { width: stored.width, height: stored.height } : {}) };
}

/** The services a content write needs, with the admin making it (for the change log). */
const writer = (ctx: GraphQLContext): ContentWriteContext => ({ db: ctx.db, pubsub: ctx.pubsub, userId: requireAdmin(ctx).user.id });

export const contentResolvers: Resolvers = {
  Query: {
    contentSections: (_parent, { type, preview }, ctx) =>
      listVisibleContentSections(ctx.db, {
        type: type ?? null,
        preview: canSeeStaged(ctx, preview),
      }),
    hiddenContentSectionKeys: (_parent, { type }, ctx) => listHiddenContentSectionKeys(ctx.db, { type: type ?? null }),
    galleryImages: (_parent, { preview }, ctx) => listVisibleGalleryImages(ctx.db, { preview: canSeeStaged(ctx, preview) }),
    heroSlides: (_parent, { preview }, ctx) => listVisibleHeroSlides(ctx.db, { preview: canSeeStaged(ctx, preview) }),
    contactInfo: (_parent, { preview }, ctx) => readContactInfo(ctx.db, { preview: canSeeStaged(ctx, preview) }),
    adminContactInfo: (_parent, _args, ctx) => readAdminContactInfo(ctx.db),
    adminContentSections: (_parent, { type }, ctx) => listAdminContentSections(ctx.db, { type: type ?? null }),
    adminGalleryImages: (_parent, _args, ctx) => listAdminGalleryImages(ctx.db),
    adminHeroSlides: (_parent, _args, ctx) => listAdminHeroSlides(ctx.db),
  },
  Mutation: {
    updateContentSection: async (_parent, { input }, ctx) => ({ contentSection: await updateContentSection(writer(ctx), input) }),
    setContentSectionActive: async (_parent, { input }, ctx) => ({ contentSection: await setContentSectionActive(writer(ctx), input) }),
    createContentSection: async (_parent, { input }, ctx) => ({
      contentSection: await createContentSection(writer(ctx), input),
    }),
    deleteContentSection: async (_parent, { input }, ctx) => ({ deletedId: await deleteContentSection(writer(ctx), input.id, input.version) }),
    updateContactInfo: async (_parent, { input }, ctx) => ({ contactInfo: await updateContactInfo(writer(ctx), input) }),
    createGalleryImage: async (_parent, { input }, ctx) => ({
      galleryImage: await createGalleryImage(writer(ctx), await withLocalImage(ctx, input, 'gallery')),
    }),
    updateGalleryImage: async (_parent, { input }, ctx) => ({
      galleryImage: await updateGalleryImage(writer(ctx), await withLocalImage(ctx, input, 'gallery')),
    }),
    setGalleryImageActive: async (_parent, { input }, ctx) => ({ galleryImage: await setGalleryImageActive(writer(ctx), input) }),
    deleteGalleryImage: async (_parent, { input }, ctx) => ({ deletedId: await deleteGalleryImage(writer(ctx), input.id, input.version) }),
    updateHeroSlide: async (_parent, { input }, ctx) => ({ heroSlide: await updateHeroSlide(writer(ctx), await withLocalImage(ctx, input, 'hero')) }),
    setHeroSlideActive: async (_parent, { input }, ctx) => ({ heroSlide: await setHeroSlideActive(writer(ctx), input) }),
  },
  ContentSection: {
  },
  // The record keeps '' for "not set"; the typed fields say null instead.
  ContactInfo: {
    email: (info) => info.email || null,
  },
};
