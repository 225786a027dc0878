import { loadStylesheet } from '@/lib/stylesheet';
import styles from './extras.css?url';

/** The stylesheet of the product page's later parts (share, zoom, the phone's bar): loaded with them, after the page is ready. */
export const loadExtrasStyles = (): Promise<void> => loadStylesheet(styles);
