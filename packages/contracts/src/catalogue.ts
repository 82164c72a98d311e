// Products, menus, filters and landing content (orders §3 product; shell §3 landing and cms).
import * as z from 'zod/mini';
import { CmsPageType, ProductMessageType, ProductType } from './enums.ts';

export const ProductMessage = z.object({
  messageType: ProductMessageType,
  layoutType: z.optional(z.string()),
  htmlPosition: z.optional(z.string()),
  url: z.optional(z.nullable(z.string())),
  text: z.string(),
});
export type ProductMessage = z.infer<typeof ProductMessage>;

/** A promotion of a product as announced (art. 17-bis Codice del Consumo: with the lowest prior price). */
export const ProductPromotion = z.object({
  code: z.string(),
  type: z.enum(['PERCENTAGE', 'FIXED_PRICE', 'MXN']),
  /** Badge text: '-20%', '3x2', 'Prezzo speciale'. */
  label: z.string(),
  description: z.string(),
  percent: z.nullable(z.number()),
  m: z.nullable(z.number()),
  n: z.nullable(z.number()),
  /** Price of one piece under the promotion (integer cents); null for MxN or when prices are hidden. */
  promoPrice: z.nullable(z.number()),
  /** Lowest price of the 30 days before the promotion started (integer cents); null when prices are hidden. */
  lowestPriorPrice: z.nullable(z.number()),
  /** Only for loyalty card (Fìdaty) holders. */
  fidatyOnly: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type ProductPromotion = z.infer<typeof ProductPromotion>;

export const Product = z.object({
  productId: z.number(),
  code: z.string(),
  description: z.string(),
  computedDescription: z.string(),
  brand: z.string(),
  label: z.optional(z.string()),
  detailUrl: z.string(),
  imageURL: z.string(),
  currentImage: z.object({ small: z.string(), medium: z.string(), big: z.string() }),
  /** Integer cents; null when the configuration hides prices from free visitors (hideProductPrice). */
  price: z.nullable(z.number()),
  /** Price of one piece under the best promotion open to everyone (integer cents), else null. */
  discountedPrice: z.nullable(z.number()),
  /** Price per kg, per l or per piece (integer cents), after the discount when there is one. */
  unitPrice: z.optional(z.nullable(z.number())),
  /** '€/kg', '€/l', '€/pz'. */
  unitLabel: z.optional(z.nullable(z.string())),
  /** Lowest price of the 30 days before the discount of `discountedPrice` (art. 17-bis), integer cents. */
  lowestPriorPrice: z.optional(z.nullable(z.number())),
  priceHidden: z.optional(z.boolean()),
  unitOfMeasure: z.optional(z.enum(['kg', 'l', 'pz'])),
  /** Sold by weight: the price is of the average weight, the final one is computed on the real weight. */
  variableWeight: z.optional(z.boolean()),
  averageWeightGrams: z.optional(z.nullable(z.number())),
  maxPurchasableQuantity: z.optional(z.number()),
  /** Preparation time in hours (delivery-time limit icon); 0 = none. */
  preparationHours: z.optional(z.number()),
  promotions: z.optional(z.array(ProductPromotion)),
  categoryId: z.optional(z.number()),
  medicine: z.optional(z.boolean()),
  medicineClass: z.optional(z.nullable(z.enum(['SOP', 'OTC']))),
  tags: z.optional(z.array(z.string())),
  values: z.array(ProductMessage),
  productType: z.optional(ProductType),
  outOfStock: z.boolean(),
  availableQuantity: z.optional(z.nullable(z.number())),
  trolleyItemQuantity: z.optional(z.number()),
  hideQuantity: z.optional(z.boolean()),
  hasAlternatives: z.optional(z.boolean()),
  premium: z.optional(z.boolean()),
  raee: z.optional(z.boolean()),
  barcode: z.optional(z.nullable(z.string())),
  rating: z.optional(z.object({ avg: z.number(), votes: z.number() })),
  sponsored: z.optional(z.boolean()),
  mainOriginCountry: z.optional(z.nullable(z.string())),
});
export type Product = z.infer<typeof Product>;

export const FilterItem = z.object({
  label: z.string(),
  filterLabel: z.string(),
  normalizedId: z.string(),
  selected: z.boolean(),
  imagePath: z.optional(z.nullable(z.string())),
  count: z.optional(z.number()),
  /** Category items: level (1 = department) and parent's normalizedId. */
  level: z.optional(z.number()),
  parentId: z.optional(z.nullable(z.string())),
});
export type FilterItem = z.infer<typeof FilterItem>;
export const Filter = z.object({ id: z.string(), label: z.string(), items: z.array(FilterItem) });
export type Filter = z.infer<typeof Filter>;
export const FilterGroup = z.object({ filterList: z.array(Filter) });
export type FilterGroup = z.infer<typeof FilterGroup>;

/** Sort options of listings and search ('Ordina per:'); `relevance` is the default. */
export const SortId = z.enum(['relevance', 'price-asc', 'price-desc', 'unit-price-asc', 'name-asc']);
export type SortId = z.infer<typeof SortId>;
export const SortOption = z.object({ id: SortId, label: z.string(), selected: z.boolean() });
export type SortOption = z.infer<typeof SortOption>;

/** A node of the category hierarchy of a result, with the number of matching products. */
export interface CategoryFacet {
  id: number;
  normalizedId: string;
  label: string;
  level: number;
  count: number;
  selected: boolean;
  /** Menu item listing the category in the navigation, when there is one. */
  menuItemId: number | null;
  pagePath: string | null;
  children: CategoryFacet[];
}
export const CategoryFacet: z.ZodMiniType<CategoryFacet> = z.object({
  id: z.number(),
  normalizedId: z.string(),
  label: z.string(),
  level: z.number(),
  count: z.number(),
  selected: z.boolean(),
  menuItemId: z.nullable(z.number()),
  pagePath: z.nullable(z.string()),
  get children() {
    return z.array(CategoryFacet);
  },
});

export const Pager = z.object({
  start: z.number(),
  pageSize: z.number(),
  pages: z.number(),
  visiblePages: z.number(),
  more: z.boolean(),
  currentPage: z.number(),
  count: z.number(),
  name: z.optional(z.string()),
});
export type Pager = z.infer<typeof Pager>;

export const CmsPage = z.object({
  type: CmsPageType,
  url: z.string(),
  /** Banner content, inline (sanitised when stored). */
  id: z.optional(z.number()),
  title: z.optional(z.string()),
  subtitle: z.optional(z.nullable(z.string())),
  html: z.optional(z.nullable(z.string())),
  imageUrl: z.optional(z.string()),
  linkUrl: z.optional(z.nullable(z.string())),
});
export type CmsPage = z.infer<typeof CmsPage>;

export const LandingContent = z.object({
  id: z.number(),
  menuItemId: z.nullable(z.number()),
  cmsPages: z.array(CmsPage),
  productSetIds: z.array(z.number()),
  showBreadcrumbs: z.boolean(),
  vanityRelativeUrl: z.nullable(z.string()),
  virtualUrl: z.string(),
  allProductsToTrolley: z.boolean(),
  cmsPageUrl: z.nullable(z.string()),
  cmsFooterBannerUrl: z.nullable(z.string()),
  cmsPromotionalBannerUrl: z.nullable(z.string()),
  bundle: z.optional(z.boolean()),
  vanityUrl: z.nullable(z.string()),
  title: z.optional(z.string()),
  /** The products of productSetIds, in order. */
  products: z.optional(z.array(Product)),
});
export type LandingContent = z.infer<typeof LandingContent>;

export const Breadcrumb = z.object({ label: z.string(), url: z.string() });
export type Breadcrumb = z.infer<typeof Breadcrumb>;

/** A page of a category listing or of a search, with its facets (orders §2 "Filters"). */
export const ProductList = z.object({
  products: z.array(Product),
  pager: Pager,
  filterGroup: FilterGroup,
  /** Category hierarchy with counts (up to 4 levels, nodes with at least minQta products). */
  categories: z.array(CategoryFacet),
  sortOptions: z.array(SortOption),
  sort: SortId,
  /** Active filter ids, as understood. */
  filters: z.array(z.string()),
  /** Products in promotion among the results with the other filters ('Solo promozioni'). */
  promotionCount: z.number(),
  /** Search only: the text searched. */
  query: z.optional(z.string()),
  /** Search only: 'Forse cercavi' — the query with misspelt words corrected, or null. */
  suggestion: z.optional(z.nullable(z.string())),
  /** Search only: true when the products are those of `suggestion` (the query as typed found none). */
  corrected: z.optional(z.boolean()),
  /** Category listing: the menu item listed. */
  menuItem: z.optional(z.object({ id: z.number(), label: z.string(), pagePath: z.string() })),
});
export type ProductList = z.infer<typeof ProductList>;

/** Header search box suggestions (from 3 characters). */
export const SearchSuggestions = z.object({
  query: z.string(),
  suggestion: z.nullable(z.string()),
  products: z.array(
    z.object({
      code: z.string(),
      description: z.string(),
      brand: z.string(),
      label: z.string(),
      imageURL: z.string(),
      detailUrl: z.string(),
    }),
  ),
  categories: z.array(
    z.object({
      id: z.number(),
      label: z.string(),
      count: z.number(),
      menuItemId: z.nullable(z.number()),
      pagePath: z.nullable(z.string()),
    }),
  ),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;

export const ProductInfo = z.object({
  infoType: z.enum([
    'HTML',
    'CMS',
    'SPM_CARATTERISTICHE',
    'SPM_INGREDIENTI',
    'SPM_CONSIGLI_USO',
    'SPM_VALORI_NUTRIZIONALI',
    'SPM_COMPOSIZIONE',
  ]),
  title: z.string(),
  html: z.string(),
});
export type ProductInfo = z.infer<typeof ProductInfo>;

/** Nutrition values per 100 g or 100 ml; grams, energy in kJ and kcal. */
export const NutritionTable = z.object({
  per: z.string(),
  energyKj: z.number(),
  energyKcal: z.number(),
  fat: z.number(),
  saturatedFat: z.number(),
  carbohydrates: z.number(),
  sugars: z.number(),
  fibre: z.number(),
  protein: z.number(),
  salt: z.number(),
});
export type NutritionTable = z.infer<typeof NutritionTable>;

export const ProductDetail = z.extend(Product, {
  navigation: z.string(),
  images: z.array(z.object({ small: z.string(), medium: z.string(), big: z.string() })),
  infos: z.array(ProductInfo),
  nutrition: z.nullable(NutritionTable),
  breadcrumbs: z.array(Breadcrumb),
  /** 'Spesso acquistati insieme'. */
  boughtTogether: z.array(Product),
  alternatives: z.array(Product),
  /** Medicines: AIC code and the Ministry of Health logo link required of Italian online pharmacies. */
  aicCode: z.optional(z.nullable(z.string())),
  ministryLogo: z.optional(z.nullable(z.object({ imageUrl: z.string(), url: z.string() }))),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

/** GET menu/{id}: the menu item with its children (spec: id, label, orderNo, imageUrl, pagePath). */
export interface MenuItemNode {
  id: number;
  label: string;
  orderNo: number;
  imageUrl: string | null;
  pagePath: string;
  parentMenuItemId: number | null;
  isRoot: boolean;
  navigation: string;
  categoryId: number | null;
  children: MenuItemNode[];
}
export const MenuItemNode: z.ZodMiniType<MenuItemNode> = z.object({
  id: z.number(),
  label: z.string(),
  orderNo: z.number(),
  imageUrl: z.nullable(z.string()),
  pagePath: z.string(),
  parentMenuItemId: z.nullable(z.number()),
  isRoot: z.boolean(),
  navigation: z.string(),
  categoryId: z.nullable(z.number()),
  get children() {
    return z.array(MenuItemNode);
  },
});
