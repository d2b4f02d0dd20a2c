'use client';
import { addressTown } from '@marketplace/sdk';
import { useState, useSyncExternalStore } from 'react';
import type { QueryResult } from '../core/useOperationQuery';
import { useGetCustomerAddresses } from '../generated/hooks/addresses';
import { useGetDeliveryEstimate } from '../generated/hooks/delivery';
import { useSession } from '../session/useSession';
import { chooseDeliveryState, readDeliveryState, subscribeDeliveryState } from './deliveryStateStorage';

/** Where a delivery estimate is for. */
export interface DeliveryPlace {
  /** The state (or region) as the address or the shopper wrote it. */
  state: string;
  /** The address's town, when the estimate is for the customer's default address and it names one. */
  town?: string;
  /** `address`: the logged-in customer's default address; `chosen`: a state the shopper picked. */
  source: 'address' | 'chosen';
}

/** What {@link useDeliveryEstimate} returns. */
export interface DeliveryEstimateState {
  /** Where the estimate is for; undefined until a place is known (a guest who never chose, or loading). */
  place?: DeliveryPlace;
  /** True while a logged-in customer's addresses are still being read (the place is not known yet). */
  findingPlace: boolean;
  /** The estimate for `place` (idle without one). */
  estimate: QueryResult<'getDeliveryEstimate'>;
  /**
   * Picks a state: remembered on this device (its own `localStorage` key) for every product, but over a
   * customer's default address on this page only (their address stays their place; checkout uses it).
   */
  choose(state: string): void;
}

/**
 * The delivery estimate of a product for the shopper: to the logged-in customer's default address, else to
 * the state chosen on this device, with `choose` to pick another. The estimate itself is
 * `getDeliveryEstimate` (window, fee, pay on delivery, returns).
 *
 * @example
 * const { place, estimate, choose } = useDeliveryEstimate(product.id);
 * if (estimate.data) formatDeliveryDay(estimate.data.earliestDay);
 */
export function useDeliveryEstimate(productId: number): DeliveryEstimateState {
  const { loggedIn } = useSession('customer');
  // The customer's token on any page (the storefront's calls carry none by default).
  const addresses = useGetCustomerAddresses(loggedIn ? { as: 'customer' } : null);
  // No state chosen on the server: the page renders the prompt, then the remembered state after hydration.
  const remembered = useSyncExternalStore(subscribeDeliveryState, readDeliveryState, () => null);
  // A customer's pick for this page; a guest's is remembered on the device.
  const [picked, setPicked] = useState<string | undefined>();
  const list = loggedIn ? (addresses.data ?? []) : [];
  const home = list.find((a) => a.default) ?? list[0];
  const findingPlace = loggedIn && !addresses.data && !addresses.error;
  let place: DeliveryPlace | undefined;
  if (picked) place = { state: picked, source: 'chosen' };
  else if (home?.stateOrRegion) {
    const town = addressTown(home.address);
    place = { state: home.stateOrRegion, ...(town ? { town } : {}), source: 'address' };
  } else if (remembered && !findingPlace) place = { state: remembered, source: 'chosen' };
  const estimate = useGetDeliveryEstimate(
    place ? { path: { id: productId }, query: { state: place.state } } : null,
  );
  const choose = (state: string) => {
    if (home?.stateOrRegion) setPicked(state);
    else chooseDeliveryState(state);
  };
  return { place, findingPlace, estimate, choose };
}
