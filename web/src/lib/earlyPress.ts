/** What index.html's inline script keeps: the last button pressed before the app took the page over. */
interface EarlyPress {
  target: HTMLElement | null;
}

declare global {
  interface Window {
    earlyPress?: EarlyPress | null;
  }
}

/**
 * Right after hydrateRoot: the button a reader pressed while the server's markup had no code behind
 * it is pressed again, so the tap opens its dialog late instead of never. React hydrates the root at
 * once for a press on markup it has not hydrated yet, then handles it. Keeping stops here: from now
 * on React hears every press itself.
 */
export function replayEarlyPress() {
  const target = window.earlyPress?.target;
  window.earlyPress = null;
  if (target?.isConnected) target.click();
}
