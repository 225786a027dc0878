import * as v from 'valibot';
import { persist } from '@/lib/persist';
import type { StorageAdapter } from '@/lib/storage';
import { themeStore, themes, type Theme } from './theme';

export const themeSchema = v.picklist(themes);

export interface ThemeEnvironment {
  storage: StorageAdapter;
  body: HTMLElement;
  media: Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Takes the theme over from the inline script: keeps the body class in step with the store,
 * remembers a choice (and follows other tabs' choices), and follows the system preference while
 * the visitor has made none.
 */
export function connectTheme({ storage, body, media }: ThemeEnvironment): () => void {
  const system = (): Theme => (media.matches ? 'darkMode' : 'lightMode');
  const apply = (theme: Theme) => {
    body.classList.remove(...themes);
    body.classList.add(theme);
  };

  const persistence = persist(themeStore, storage, {
    key: 'theme',
    schema: themeSchema,
    fromStored: (stored) => (stored ? { theme: stored, chosen: true } : { theme: system(), chosen: false }),
    toStored: ({ theme, chosen }) => (chosen ? theme : undefined),
  });
  apply(themeStore.getState().theme);
  const unsubscribe = themeStore.subscribe(({ theme }) => apply(theme));

  const onSystemChange = () => {
    if (!themeStore.getState().chosen) themeStore.setState({ theme: system() });
  };
  media.addEventListener('change', onSystemChange);

  return () => {
    media.removeEventListener('change', onSystemChange);
    unsubscribe();
    persistence.disconnect();
  };
}
