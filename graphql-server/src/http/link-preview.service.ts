import type { DataSource, Repository } from 'typeorm';
import type { Clock } from '../lib/clock';
import { UUID_PATTERN } from '../lib/uuid';
import type { UploadsService } from '../modules/uploads';
import { discountAt, formatPaise, canSee, ProductEntity } from '../modules/products';

/** What a link to a listing shows where it is pasted (Open Graph, docs/product.md#sharing). Plain text: the page escapes it. */
export interface LinkPreview {
  title: string;
  description: string;
  /** The first photo, absolute (its JPEG); null when the listing has none. */
  image: string | null;
  /** The photo's size and type (og:image:width, og:image:height, og:image:type), when known. */
  imageInfo: { width: number; height: number; type: string } | null;
  url: string;
}

/** What every page that is not an approved listing's shows: the site, nothing about any listing. */
export const SITE_PREVIEW = {
  title: 'Campus Market',
  description: 'Buy and sell second-hand things with the students of your college.',
  /** Under PUBLIC_URL. */
  image: '/icons/icon-512.png',
  imageInfo: { width: 512, height: 512, type: 'image/png' },
} as const;

/** Longest part of the description a preview quotes, cut at a word. */
const DESCRIPTION_CHARS = 150;

/**
 * The link preview of a listing anyone may see, else null (pending, rejected, hidden and unknown
 * alike: the page reveals nothing). One primary-key read; the visibility rule is the product page's own (canSee).
 */
export class LinkPreviewService {
  private readonly repo: Repository<ProductEntity>;

  constructor(
    ds: DataSource,
    private readonly deps: { clock: Clock; uploads: UploadsService; publicUrl: string },
  ) {
    this.repo = ds.getRepository(ProductEntity);
  }

  /** The preview of the site itself: the same for every id that is not an approved listing. */
  site(): LinkPreview {
    const { publicUrl } = this.deps;
    return { ...SITE_PREVIEW, image: `${publicUrl}${SITE_PREVIEW.image}`, url: `${publicUrl}/` };
  }

  async product(id: string): Promise<LinkPreview | null> {
    if (!UUID_PATTERN.test(id)) return null;
    const p = await this.repo.findOneBy({ id });
    if (!p || !canSee(p, null)) return null;
    const { publicUrl, uploads, clock } = this.deps;
    const { effectivePrice } = discountAt(p, clock.now());
    const price = formatPaise(Math.round(effectivePrice * 100));
    const words = firstWords(p.description, DESCRIPTION_CHARS);
    const first = p.imageKeys?.[0];
    // The JPEG some messaging apps need (they show no WebP); the WebP while it cannot be made.
    const jpeg = first ? await uploads.previewImage(first) : null;
    const image = jpeg?.url ?? (first ? uploads.urls(first).url : null);
    return {
      title: p.title,
      description: words ? `${price} · ${words}` : price,
      image: image && image.startsWith('/') ? `${publicUrl}${image}` : image,
      imageInfo: jpeg && { width: jpeg.width, height: jpeg.height, type: jpeg.type },
      url: `${publicUrl}/product/${p.id}`,
    };
  }
}

/** The text on one line, cut at the last whole word within `max` characters, with an ellipsis when cut. */
export function firstWords(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
