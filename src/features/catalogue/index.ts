/**
 * The catalogue feature: the sixteen products, search/sort/filter as pure functions, product
 * cards and grids, the shop's controls and results, and a product's details. Its one public surface.
 */
export { products } from './data/products';
export { firstColourOf, isProductId } from './data/product-keys';
export { loadLookup } from './load-lookup';
export { descriptionOf } from './data/descriptions';
export { loadReviews } from './data/reviews';
export {
  choiceFromSearch,
  collectionLabel,
  colourImages,
  colourPhotoStems,
  findColour,
  inStock,
  mainCollectionLabel,
  quickAddChoice,
  searchForChoice,
  soldOutEverywhere,
  type Product,
  type ProductChoice,
  type ProductColour,
  type ProductImage,
} from './product';
export { allSizes, colourId, shortSizes, type ShopSize } from './product-names';
export { findProduct, productIdFrom } from './lookup';
export { useTees } from './use-tees';
export { useRange, type RangeState } from './use-range';
export { firstShopTees as shopFirstTees } from './data/shop-page';
export { collectionSize, teeCount } from './range-summary';
export { featuredTeesUpTo } from './featured';
export { loadCatalogue, loadedTeePage, loadTeePage, loadTees, teeModuleFile, type TeePage } from './data/tee-modules';
export { applyOffers, offerFor, offerPrice, shopOffers, upToPercent, type AppliedOffer, type Offer, type PricedLine } from './offers';
export type { CouponData } from './offer-schema';
/** The offers with their home-page banners' words (shop/offers.yaml `banner`): only the home page loads them. */
export { bannerOffers } from './data/offer-banners.generated';
export { isOnSale, SALE } from './sale';
export {
  collectionTitle,
  emptyQuery,
  isFiltered,
  queryFromSearchParams,
  searchForQuery,
  type CatalogueQuery,
} from './query';
export { queryCatalogue } from './range-query';
export { pageFromSearchParams, searchForPage, SHOP_PAGE_SIZE } from './paging';
export { shopCollections, type ShopCollection } from './shop-collections';
export { ProductImageView, productImageSrcSet } from './product-image';
export { ProductCard, cardImageSizes } from './product-card';
export { paysFor } from './pays';
export { loadProductExtras } from './product-view/extras/load';
export { ProductGrid } from './product-grid';
export { ShopControls } from './shop/shop-controls';
export { SHOP_RESULTS_ID, ShopResults } from './shop/shop-results';
export { ProductDetails, productMeta } from './product-view/product-details';
/** The size chart (its code comes once the page is ready: `after`) and what the prerenderer loads first. */
export { preloadProductParts, SizeChart } from './product-view/later-parts';
export { HeaderSearch } from './search/header-search';
