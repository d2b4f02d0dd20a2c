import { useId } from 'react';

/** Props of {@link ProofOfDelivery}. */
export interface ProofOfDeliveryProps {
  /** The order's `shippingEvidence`: the URL of the photo the rider uploaded. */
  url: string | null | undefined;
  /** The order's name, for the photo's text alternative. */
  orderName: string;
  /** The section's class (each screen styles its own sections). */
  className: string;
  /** The heading's level: 2 on a page of its own, 3 inside a detail (default 3). */
  level?: 2 | 3;
}

/**
 * The "Proof of delivery" section of an order: the rider's photo, opening at full size in a new tab.
 * Renders nothing while an order has none. The same for the customer, the workspaces and the rider.
 *
 * @example
 * <ProofOfDelivery url={order.shippingEvidence} orderName={order.name} className="order-section" level={2} />
 */
export function ProofOfDelivery({ url, orderName, className, level = 3 }: ProofOfDeliveryProps) {
  const titleId = useId();
  if (!url) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className} aria-labelledby={titleId}>
      <Heading id={titleId}>Proof of delivery</Heading>
      <a href={url} target="_blank" rel="noreferrer" className="proof-of-delivery">
        <img className="proof-of-delivery__photo" src={url} alt={`Proof of delivery of ${orderName}`} />
        <span className="visually-hidden"> (opens the photo in a new tab)</span>
      </a>
    </section>
  );
}
