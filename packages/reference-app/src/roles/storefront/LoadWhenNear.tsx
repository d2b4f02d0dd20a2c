import type { ReactNode } from 'react';
import { type FirstScreen, useFirstScreenReady } from './firstScreen';
import { useLoadWhenNear } from './useLoadWhenNear';

/** Props of {@link LoadWhenNear}. */
export interface LoadWhenNearProps {
  /** The page's first screen (its main picture): nothing loads before it is complete. */
  firstScreen: FirstScreen;
  /** The class of the block that keeps the space of what comes (the same as the lazy part's fallback). */
  placeholderClass: string;
  children: ReactNode;
}

/**
 * Shows `children` (a lazily loaded box and the requests it makes) once the first screen is complete and
 * then the browser is idle or the box comes near the screen; an empty block keeping its space until then.
 * On the product page the delivery estimate and the seller's box wait so: on a phone they are just below
 * the first screen ("near" from the start), and their chunks, calls and renders competed with the main
 * picture (Lighthouse: product 88 -> 80). Only this box re-renders when the first screen completes.
 *
 * @example
 * <LoadWhenNear firstScreen={firstScreen} placeholderClass="seller-box-placeholder">
 *   <LazySellerBox storeId={2} storeName="Naija Gadgets Hub" />
 * </LoadWhenNear>
 */
export function LoadWhenNear({ firstScreen, placeholderClass, children }: LoadWhenNearProps) {
  const { ref, load } = useLoadWhenNear<HTMLDivElement>(useFirstScreenReady(firstScreen), {
    afterFirstScreen: true,
  });
  if (load) return children;
  return <div ref={ref} className={placeholderClass} aria-hidden="true" />;
}
