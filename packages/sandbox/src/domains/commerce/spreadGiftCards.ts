import { toKobo } from '@marketplace/sdk';
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { lagosDay } from '../../lagosDay';
import type { CartRow, GiftCardRow } from './tables';
import type { S } from './types';

/** A gift card's share of the checkout. */
export interface GiftCardShare {
  card: GiftCardRow;
  appliedKobo: number;
  balanceAfterKobo: number;
}

/** A gift card's status as of today: an active card past its expiry date is expired. */
export function effectiveStatus(env: SandboxEnv, card: GiftCardRow): S['GiftCardStatus'] {
  if (card.status === 'active' && card.expiresAt && card.expiresAt < lagosDay(env.now())) return 'expired';
  return card.status;
}

/** Spreads what is due over gift cards in the order applied, each up to its balance. */
export function spreadGiftCards(env: SandboxEnv, cards: GiftCardRow[], dueKobo: number): GiftCardShare[] {
  let left = Math.max(0, dueKobo);
  return cards
    .filter((card) => effectiveStatus(env, card) === 'active' && card.balance > 0)
    .map((card) => {
      const balance = toKobo(card.balance);
      const applied = Math.min(balance, left);
      left -= applied;
      return { card, appliedKobo: applied, balanceAfterKobo: balance - applied };
    });
}

/** The gift cards applied to a cart, as rows. */
export function appliedCards(db: Database, cart: CartRow | undefined): GiftCardRow[] {
  return (cart?.giftCardIds ?? [])
    .map((id) => db.table('giftCards').get(id))
    .filter((c): c is GiftCardRow => !!c);
}
