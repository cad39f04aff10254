import { canSeeStaged } from '../../auth/access.ts';
import type { ContentSectionType as DbContentSectionType } from '../../db/schema/index.ts';
import type { ContentSectionType, Resolvers } from '../../graphql/types.generated.ts';
import { listVisibleContentSections, listVisibleGalleryImages, listVisibleHeroSlides } from './content.service.ts';

export const toDbSectionType = (type: ContentSectionType) => type.toLowerCase() as DbContentSectionType;
export const toGraphQLSectionType = (type: DbContentSectionType) => type.toUpperCase() as ContentSectionType;

export const contentResolvers: Resolvers = {
  Query: {
    contentSections: (_parent, { type, preview }, ctx) =>
      listVisibleContentSections(ctx.db, {
        type: type ? toDbSectionType(type) : null,
        preview: canSeeStaged(ctx, preview),
      }),
    galleryImages: (_parent, { preview }, ctx) => listVisibleGalleryImages(ctx.db, { preview: canSeeStaged(ctx, preview) }),
    heroSlides: (_parent, { preview }, ctx) => listVisibleHeroSlides(ctx.db, { preview: canSeeStaged(ctx, preview) }),
  },
  ContentSection: {
    type: (section) => toGraphQLSectionType(section.type),
  },
};
