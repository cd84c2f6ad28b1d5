/** docs/product.md#screens (Cards): card titles and collapsed descriptions stop at 150 characters. */
export const TEXT_CUT = 150;

/** `text` cut to `max` characters with an ellipsis when longer (never mid surrogate pair). */
export function truncate(text: string, max: number = TEXT_CUT): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}
