import type { ReactNode } from 'react';
import { useLoadWhenNear } from './useLoadWhenNear';

/** Props of {@link LoadWhenNear}. */
export interface LoadWhenNearProps {
  /** The first screen's data is there (see `useLoadWhenNear`). */
  firstScreenReady: boolean;
  /** The class of the block that keeps the space of what comes (the same as the lazy part's fallback). */
  placeholderClass: string;
  children: ReactNode;
}

/**
 * Shows `children` (a lazily loaded box and the requests it makes) once it comes near the screen or the
 * first screen is ready and the browser is idle; an empty block keeping its space until then. On the
 * product page the delivery estimate and the seller's box wait so: on a phone they are below the first
 * screen, and their chunks and calls competed with the main picture (Lighthouse: product 88 -> 80).
 *
 * @example
 * <LoadWhenNear firstScreenReady={pictureSettled} placeholderClass="seller-box-placeholder">
 *   <LazySellerBox storeId={2} storeName="Naija Gadgets Hub" />
 * </LoadWhenNear>
 */
export function LoadWhenNear({ firstScreenReady, placeholderClass, children }: LoadWhenNearProps) {
  const { ref, load } = useLoadWhenNear<HTMLDivElement>(firstScreenReady);
  if (load) return children;
  return <div ref={ref} className={placeholderClass} aria-hidden="true" />;
}
