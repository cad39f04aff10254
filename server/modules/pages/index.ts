/* The pages module's front door: what other modules, the GraphQL layer and the HTTP routes may use. */
export { pagesResolvers } from './pages.resolvers.ts';
export { listPages, reorderPageSettings, updatePageSetting, PAGE_DESCRIPTION_MAX, PAGE_NAME_MAX } from './pages.service.ts';
