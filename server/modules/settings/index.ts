/* The settings module's front door: what other modules, the GraphQL layer and the HTTP routes may use. */
export { settingsResolvers } from './settings.resolvers.ts';
export { getSiteSetting, SITE_SETTINGS_DEFAULTS } from './settings.service.ts';
export { validateUploadedImage } from './uploaded-image.ts';
export { venueEmailContext } from './venue-email-context.ts';
