import { MoonIcon } from '@/components/ui/icons/moon';
import { SunIcon } from '@/components/ui/icons/sun';
import { toggleTheme, useTheme } from '../theme';

/**
 * Switches between light and dark. Both icons are drawn and CSS shows the right one from the
 * body class, so the icon is correct even before the page's script has run.
 */
export function ThemeToggle() {
  const theme = useTheme();
  const label = theme === 'darkMode' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <button type="button" className="icon-button theme-toggle" aria-label={label} onClick={toggleTheme}>
      <MoonIcon className="theme-toggle__moon" />
      <SunIcon className="theme-toggle__sun" />
    </button>
  );
}
