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

/** "Policies" for POLICIES (what GraphQL sends the client). */
export const faqCategoryLabel = (name: FaqCategoryName): FaqCategory => FAQ_CATEGORY_VALUES[name];
/** The GraphQL value of a category as shown ("Policies" → POLICIES). */
export function faqCategoryName(value: string): FaqCategoryName | undefined {
  return (Object.keys(FAQ_CATEGORY_VALUES) as FaqCategoryName[]).find((name) => FAQ_CATEGORY_VALUES[name] === value);
}

/** "Décor" for DECOR (what GraphQL sends the client). */
export const galleryCategoryLabel = (name: GalleryCategoryName): GalleryCategory => GALLERY_CATEGORY_VALUES[name];
/** The GraphQL value of a category as shown ("Décor" → DECOR). */
export function galleryCategoryName(value: string): GalleryCategoryName | undefined {
  return (Object.keys(GALLERY_CATEGORY_VALUES) as GalleryCategoryName[]).find((name) => GALLERY_CATEGORY_VALUES[name] === value);
}

/** Select options for the admin's GraphQL forms: the enum value, shown by its label. */
export const FAQ_CATEGORY_OPTIONS = (Object.keys(FAQ_CATEGORY_VALUES) as FaqCategoryName[]).map((name) => ({ value: name, label: FAQ_CATEGORY_VALUES[name] }));
export const GALLERY_CATEGORY_OPTIONS = (Object.keys(GALLERY_CATEGORY_VALUES) as GalleryCategoryName[]).map((name) => ({ value: name, label: GALLERY_CATEGORY_VALUES[name] }));
