/**
 * The product page's parts that come after the page is ready (`loadProductExtras` in the catalogue's
 * index): "Share" and, on phones, the Add to Cart bar. Their styles come with them.
 */
export { ShareMenu, shareOf } from './share-menu';
export { BuyBar } from './buy-bar';
export { loadExtrasStyles } from './styles';
