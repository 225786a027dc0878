import { startColours } from './start-colours';

// A product page's colour script's entry (scripts/prerender.mjs inlines it into product pages only).
startColours();
