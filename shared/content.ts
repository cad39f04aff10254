/*
 * The content's closed sets: FAQ and gallery categories. Shared by the server, the visitor pages,
 * the admin screens and the GraphQL enums (codegen.ts maps each enum value to the stored value
 * through these tables). Imports neither side.
 */

/** GraphQL `FaqCategory` value → the category as stored and shown ("General"). */
export const FAQ_CATEGORY_VALUES = {
  GENERAL: 'General',
  BOOKING: 'Booking',
  VENUE: 'Venue',
  CATERING: 'Catering',
  EVENTS: 'Events',
  PAYMENT: 'Payment',
  POLICIES: 'Policies',
} as const;
export type FaqCategoryName = keyof typeof FAQ_CATEGORY_VALUES;
export type FaqCategory = (typeof FAQ_CATEGORY_VALUES)[FaqCategoryName];
/** The admin's FAQ categories (specification section 9), General first (the default). */
export const FAQ_CATEGORIES = Object.values(FAQ_CATEGORY_VALUES) as FaqCategory[];

/** GraphQL `GalleryCategory` value → the category as stored and shown ("Décor"); All is the default. */
export const GALLERY_CATEGORY_VALUES = {
  ALL: 'All',
  WEDDINGS: 'Weddings',
  CEREMONIES: 'Ceremonies',
  RECEPTIONS: 'Receptions',
  CORPORATE: 'Corporate',
  DECOR: 'Décor',
} as const;
export type GalleryCategoryName = keyof typeof GALLERY_CATEGORY_VALUES;
export type GalleryCategory = (typeof GALLERY_CATEGORY_VALUES)[GalleryCategoryName];
/** The gallery's filter tabs (specification section 2), All first: also the categories an image may have. */
export const GALLERY_CATEGORIES = Object.values(GALLERY_CATEGORY_VALUES) as GalleryCategory[];
