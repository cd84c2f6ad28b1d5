import { z } from 'zod';
import { timestamp } from '../../core/rest/rest-schemas';
import { toRupees } from '../../core/money';
import type { ChatMessageEntity } from './conversation.entity';
import type { OfferEntity } from './offer.entity';

/** REST spells the chat's enums in lower case. */
const lower = <T extends string>(v: T) => v.toLowerCase() as Lowercase<T>;

export const RestOffer = z
  .object({
    _id: z.string(),
    amount: z.number().meta({ description: 'Rupees.' }),
    status: z.enum(['pending', 'accepted', 'declined', 'withdrawn', 'expired', 'superseded']),
    expiresAt: timestamp,
  })
  .meta({ id: 'Offer', description: "A buyer's offer on the listing of their conversation." });

export const RestChatMessage = z
  .object({
    _id: z.string(),
    kind: z.enum(['text', 'offer', 'system']),
    // A union, not .nullable(): the generator writes a nullable component as a bare $ref (no null).
    sender: z.union([z.object({ _id: z.string(), name: z.string() }), z.null()]),
    text: z.string(),
    images: z.array(z.string()),
    offer: z.union([RestOffer, z.null()]),
    flags: z.array(z.enum(['contact', 'link', 'payment'])),
    createdAt: timestamp,
  })
  .meta({ id: 'ChatMessage', description: 'One message of a conversation.' });

export function restOffer(o: OfferEntity): z.infer<typeof RestOffer> {
  return { _id: o.id, amount: toRupees(o.amountPaise), status: lower(o.status), expiresAt: o.expiresAt.toISOString() };
}

/** A chat message in the REST shape, with its sender's id and name and the offer it shows (read by the caller). */
export function restChatMessage(
  m: ChatMessageEntity,
  parts: { sender?: { id: string; name: string } | null; offer?: OfferEntity | null; images?: string[] } = {},
): z.infer<typeof RestChatMessage> {
  return {
    _id: m.id,
    kind: lower(m.kind),
    sender: parts.sender ? { _id: parts.sender.id, name: parts.sender.name } : null,
    text: m.text,
    images: parts.images ?? m.imageKeys,
    offer: parts.offer ? restOffer(parts.offer) : null,
    flags: m.flags.map(lower),
    createdAt: m.createdAt.toISOString(),
  };
}
