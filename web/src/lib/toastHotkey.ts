import { useEffect } from 'react';

/** docs/product.md#screens (Toasts): F8 moves focus to the notification on screen (nothing happens when there is none). */
export function ToastHotkey() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'F8' || e.altKey || e.ctrlKey || e.metaKey) return;
      const toast = document.querySelector<HTMLElement>('[data-toast]');
      if (!toast) return;
      e.preventDefault();
      toast.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return null;
}
