import type { DataSource } from 'typeorm';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { can } from '../../core/permissions';
import { type UserView, viewUser } from '../../core/privacy';
import type { RequestContext } from '../../core/request-context';
import type { ServiceContext } from '../../core/service-context';
import { UserType } from '../users';
import { productLoaders } from './product-loaders';
import type { ProductView } from './product-view';
import { ProductType } from './product.types';

/** Whom the listing is reserved for, for its seller only; null for everyone else and when nobody is named. */
export async function reservedForOf(ds: DataSource, ctx: RequestContext, p: ProductView): Promise<UserView | null> {
  if (!p.reservedForId || !can.seeReservedFor(ctx.user, p)) return null;
  const user = await productLoaders(ds, ctx).users.load(p.reservedForId);
  return user ? viewUser(user, ctx.user) : null;
}

/** Whether the listing is reserved for the caller (their offer was accepted). */
export const reservedForMe = (ctx: RequestContext, p: ProductView): boolean =>
  !!ctx.user && !!p.reservedForId && p.reservedForId === ctx.user.id;

/** The REST detail's fields: `reservedForMe`, and `reservedFor: { _id, name }` for the seller (absent otherwise). */
export async function restReservation(
  ds: DataSource,
  ctx: RequestContext,
  p: ProductView,
): Promise<{ reservedForMe: boolean; reservedFor?: { _id: string; name: string } }> {
  const buyer = await reservedForOf(ds, ctx, p);
  return {
    reservedForMe: reservedForMe(ctx, p),
    ...(buyer ? { reservedFor: { _id: buyer.id, name: buyer.name } } : {}),
  };
}

/** A listing's reservation for a buyer, on the Product type. */
@Resolver(() => ProductType)
export class ReservedForResolver {
  @FieldResolver(() => UserType, {
    nullable: true,
    description: "The buyer whose offer the seller accepted: for the listing's seller only, else null.",
  })
  reservedFor(@Root() p: ProductView, @Ctx() ctx: ServiceContext<{ db: DataSource }>): Promise<UserView | null> {
    return reservedForOf(ctx.services.db, ctx, p);
  }

  @FieldResolver(() => Boolean, {
    description: 'True when the listing is reserved for the caller (their offer was accepted).',
  })
  reservedForMe(@Root() p: ProductView, @Ctx() ctx: RequestContext): boolean {
    return reservedForMe(ctx, p);
  }
}
