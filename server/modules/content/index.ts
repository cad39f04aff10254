/* The content module's front door: what other modules, the GraphQL layer and the HTTP routes may use. */
export { readContactInfo, updateContactInfo } from './contact-info.service.ts';
export { contentResolvers } from './content.resolvers.ts';
export {
  withStagedValues,
  listVisibleHeroSlides,
  createContentSection,
  createGalleryImage,
  deleteContentSection,
  deleteGalleryImage,
  setContentSectionActive,
  setGalleryImageActive,
  setHeroSlideActive,
  updateContentSection,
  updateGalleryImage,
  updateHeroSlide,
} from './content.service.ts';
