import * as v from 'valibot';
import type { StorageAdapter } from '@/lib/storage';
import { themeStore, themes, type Theme } from './theme';

export const themeSchema = v.picklist(themes);

export interface ThemeEnvironment {
  storage: StorageAdapter;
  body: HTMLElement;
  media: Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Takes the theme over from the inline script: the toggle, remembering the choice, other tabs,
 * and following the system preference while the visitor has made no choice.
 */
export function connectTheme({ storage, body, media }: ThemeEnvironment): () => void {
  const stored = storage.load('theme', themeSchema);
  let chosen = stored !== undefined;

  const apply = (theme: Theme) => {
    body.classList.remove(...themes);
    body.classList.add(theme);
    themeStore.setState({ theme });
  };
  const system = (): Theme => (media.matches ? 'darkMode' : 'lightMode');

  apply(stored ?? system());

  const onSystemChange = () => {
    if (!chosen) apply(system());
  };
  media.addEventListener('change', onSystemChange);
  const unwatch = storage.watch('theme', themeSchema, (theme) => {
    if (theme) {
      chosen = true;
      apply(theme);
    }
  });
  themeStore.setState({
    toggle: () => {
      const next: Theme = themeStore.getState().theme === 'darkMode' ? 'lightMode' : 'darkMode';
      chosen = true;
      apply(next);
      storage.save('theme', next);
    },
  });

  return () => {
    media.removeEventListener('change', onSystemChange);
    unwatch();
    themeStore.setState({ toggle: () => {} });
  };
}
