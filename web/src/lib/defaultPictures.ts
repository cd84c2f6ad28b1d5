// docs/product.md#screens (Buyers): a default avatar and banner stand in when none is set. The first letter of the
// name stays as the avatar's fallback when even the default picture cannot load.
export const DEFAULT_AVATAR = '/default-avatar.svg';
export const DEFAULT_BANNER = '/default-banner.svg';
