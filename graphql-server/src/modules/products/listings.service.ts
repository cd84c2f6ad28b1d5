import type { DataSource } from 'typeorm';
import type { Clock } from '../../lib/clock';
import type { RequestContext } from '../../core/request-context';
import { uuidv7 } from '../../lib/uuid';
import { requireVerified } from '../../core/guards';
import type { UnitOfWork } from '../../core/unit-of-work';
import type { UploadsService } from '../uploads';
import { FieldChecks } from '../users';
import { type ProductFields, type ProductInput, checkImageList, checkProductFields } from './product-validation';
import { ProductEntity } from './product.entity';
import type { ProductResult, ProductsService } from './products.service';
import { searchText } from '../search';
import { LISTING_MESSAGES } from './lifecycle/messages';

export { LISTING_MESSAGES } from './lifecycle/messages';

/** The seller's writes (docs/product.md#listings): a new product, an edit, a deletion, each with its pictures. */
export class ListingsService {
  constructor(
    // The data source first, like every service; the writes run in the unit of work.
    _ds: DataSource,
    private readonly deps: { clock: Clock; products: ProductsService; uploads: UploadsService; uow: UnitOfWork },
  ) {}

  /** Verified users: a new product waits for review. Its pictures are attached in the same transaction. */
  async add(ctx: RequestContext, input: ProductInput): Promise<ProductResult> {
    const me = requireVerified(ctx);
    const checks = new FieldChecks();
    const fields = checkProductFields(input, undefined, checks);
    const urls = checkImageList(input.images, checks);
    checks.done();
    const keys = await this.deps.uploads.resolveKeys(urls as string[], me.id, 'product', 'images');
    const now = this.deps.clock.now();
    // Its state (pending, available) is the lifecycle's to set, with the rest of the row.
    const listing: ProductEntity = Object.assign(new ProductEntity(), {
      id: uuidv7(now.getTime()),
      ...(fields as ProductFields),
      imageKeys: keys,
      rejectionReason: null,
      lastApprovedPricePaise: null,
      sellerId: me.id,
      searchText: searchText(fields!.title, fields!.description),
      createdAt: now,
      updatedAt: now,
    });
    const product = await this.deps.uow.run(async (tx) => {
      const added = await this.deps.products.lifecycle.apply(tx, 'submit', listing, { actor: me });
      await this.deps.uploads.markAttached(keys, tx.manager);
      return added!;
    });
    return { message: LISTING_MESSAGES.added, product: this.deps.products.view(ctx, product) };
  }

  /**
   * The seller only (an admin may delete others' products, not edit them). Content edits (title,
   * description, images, category) send an approved product back to review; price, negotiable,
   * condition and the rest keep its status. A rejected product goes back to review on any save,
   * whatever changed: the seller has acted on the reason, and only a moderator may judge that.
   */
  async edit(ctx: RequestContext, id: string, input: ProductInput): Promise<ProductResult> {
    const me = requireVerified(ctx);
    const product = await this.deps.products.forChange(ctx, id);
    // The seller's, and never sold (final): refused before the fields are read.
    this.deps.products.lifecycle.check('edit', product, { actor: me });
    const checks = new FieldChecks();
    const fields = checkProductFields(input, product, checks) as ProductFields;
    const urls = input.images === undefined || input.images === null ? undefined : checkImageList(input.images, checks);
    checks.done();
    const keys = urls
      ? await this.deps.uploads.resolveKeys(urls, me.id, 'product', 'images', product.imageKeys)
      : product.imageKeys;

    const contentChanged =
      fields.title !== product.title ||
      fields.description !== product.description ||
      fields.category !== product.category ||
      keys.length !== product.imageKeys.length ||
      keys.some((k, i) => k !== product.imageKeys[i]);
    const removed = product.imageKeys.filter((k) => !keys.includes(k));
    const changes: Partial<ProductEntity> = { ...fields, imageKeys: keys };
    if (fields.title !== product.title || fields.description !== product.description)
      changes.searchText = searchText(fields.title, fields.description);
    const backToReview = product.status === 'Rejected' || (contentChanged && product.status === 'Approved');
    if (backToReview) changes.rejectionReason = null;
    const edited = await this.deps.uow.run(async (tx) => {
      const next = await this.deps.products.lifecycle.apply(tx, backToReview ? 'editBackToReview' : 'edit', product, {
        actor: me,
        changes,
      });
      await this.deps.uploads.markAttached(keys, tx.manager);
      return next!;
    });
    await this.deps.uploads.remove(removed);
    return { message: LISTING_MESSAGES.updated, product: this.deps.products.view(ctx, edited) };
  }

  /** The seller, or an admin for any product. Its pictures go after the row is gone. */
  async delete(ctx: RequestContext, id: string): Promise<{ message: string }> {
    const me = requireVerified(ctx);
    const product = await this.deps.products.forChange(ctx, id);
    await this.deps.uow.run((tx) => this.deps.products.lifecycle.apply(tx, 'delete', product, { actor: me }));
    await this.deps.uploads.remove(product.imageKeys);
    return { message: LISTING_MESSAGES.deleted };
  }
}
