/**
 * Makes window.matchMedia answer as a screen `width` px wide (min-width and max-width queries),
 * for components that draw differently by breakpoint through MUI's useMediaQuery. The default
 * polyfill (polyfills.cjs) matches no query at all. Returns a function that puts it back.
 */
export function screenWidth(width: number): () => void {
  const original = window.matchMedia;
  // The polyfill's answer (listeners and all), with `matches` for this width.
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && Boolean(min || max);
    return { ...original(query), matches };
  };
  return () => {
    window.matchMedia = original;
  };
}
