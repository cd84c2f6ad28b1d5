import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { e2ePort } from './env';

/** A listing a journey needs before its own steps: what the sell form would send, and its photo's colour. */
export interface ListingData {
  title: string;
  description: string;
  price: number;
  category: string;
  condition: string;
  /** The plain photo's colour, so the listing's card is told apart on a screenshot. */
  rgb: { r: number; g: number; b: number };
}

/**
 * Lists a product for the signed-in `seller` through the API, as a script would (the sell form has
 * its own journey): a plain photo, then the listing, which waits for review. Its id.
 */
export async function listViaApi(seller: Page, listing: ListingData): Promise<string> {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: listing.rgb } })
    .png()
    .toBuffer();
  const upload = await seller.request.post('/api/v1/uploads', {
    headers: { Origin: `http://127.0.0.1:${e2ePort}` },
    multipart: { kind: 'product', file: { name: 'item.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status()).toBe(201);
  const { rgb: _rgb, ...fields } = listing;
  const added = await seller.request.post('/api/v1/product/add-product', {
    data: { ...fields, images: [(await upload.json()).url] },
  });
  expect(added.status()).toBe(201);
  return (await added.json()).product._id;
}

/** listViaApi, then a `moderator` approves it: it is in the public lists. Its id. */
export async function approvedViaApi(seller: Page, moderator: Page, listing: ListingData): Promise<string> {
  const id = await listViaApi(seller, listing);
  const approved = await moderator.request.put(`/api/v1/product/update-product-status/${id}`, {
    data: { status: 'Approved' },
  });
  expect(approved.status()).toBe(200);
  return id;
}
