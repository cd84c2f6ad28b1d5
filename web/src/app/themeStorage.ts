import type { StorageManager } from '@mui/material/styles';
import { THEME_STORAGE_KEY } from './theme';

const noop = () => {};

/**
 * MUI stores its mode under any key, but would also keep "system" and two more color-scheme keys.
 * The documented contract is exactly `darkMode` = "dark" | "light", dark only for the word "dark".
 */
export const themeStorage: StorageManager = ({ key, storageWindow }) => {
  const win = storageWindow ?? (typeof window === 'undefined' ? undefined : window);
  if (key !== THEME_STORAGE_KEY || !win) {
    return { get: (defaultValue: unknown) => defaultValue, set: noop, subscribe: () => noop };
  }
  return {
    get() {
      try {
        return win.localStorage.getItem(key) === 'dark' ? 'dark' : 'light';
      } catch {
        return 'light';
      }
    },
    set(value: unknown) {
      try {
        win.localStorage.setItem(key, value === 'dark' ? 'dark' : 'light');
      } catch {
        // Private mode: the choice lasts for this page only.
      }
    },
    subscribe(handler: (value: unknown) => void) {
      const listener = (event: StorageEvent) => {
        if (event.key === key) handler(event.newValue === 'dark' ? 'dark' : 'light');
      };
      win.addEventListener('storage', listener);
      return () => win.removeEventListener('storage', listener);
    },
  };
};
