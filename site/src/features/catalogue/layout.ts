// The layout of product listings (grid or list), remembered in localStorage under this key.
export const LAYOUT_KEY = 'mercato:listing-layout';
export type ListingLayout = 'grid' | 'list';
export const LIST_CLASS = 'product-grid--list';
