/** The gallery's categories (specification section 2); 'All' is the default of a new image (section 9). */
export const GALLERY_CATEGORY_OPTIONS = ['All', 'Weddings', 'Ceremonies', 'Receptions', 'Corporate', 'Décor'];
