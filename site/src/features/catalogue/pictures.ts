// The drawn pictures (ADR 0032) of what the seed names by a placeholder address: a category's
// `/images/categories/{slug}.svg` becomes its round picture, a banner's `/images/banners/{store}-{slug}.svg`
// its theme's banner. Any other address (an editor's own image) is kept as it is, without a srcset.
import { bannerPicture, categoryPicture, pictureSrcset } from '@mercato/contracts/pictures';

export interface PictureAttrs {
  src: string | undefined;
  srcset: string | undefined;
}

function attrs(src: string): PictureAttrs {
  return { src, srcset: pictureSrcset(src) ?? undefined };
}

/** A menu item's or category's picture. */
export function categoryImage(imageUrl: string): PictureAttrs {
  const m = /^\/images\/categories\/([a-z0-9-]+)\.svg$/.exec(imageUrl);
  return attrs(m ? categoryPicture(m[1]!) : imageUrl);
}

/** A banner's picture (none without an address). */
export function bannerImage(imageUrl: string | null | undefined): PictureAttrs {
  return imageUrl ? attrs(bannerPicture(imageUrl)) : { src: undefined, srcset: undefined };
}

/**
 * The largest variant of a product's picture (the product page's big image dialog): `big`, the widest
 * pack shot drawn (PACK_WIDTHS), else the next one there is.
 */
export function largestProductPicture(image: { small: string; medium: string; big: string }): string {
  return image.big || image.medium || image.small;
}
