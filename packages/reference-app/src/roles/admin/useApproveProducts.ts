import { useApproveProduct } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useState } from 'react';

/** What became of one product of a bulk approval. */
export interface ApprovalOutcome {
  product: Pick<Entity<'AdminProduct'>, 'id' | 'name'>;
  ok: boolean;
  /** The server's or the spec's message ('Could not approve product. Try again later.'). */
  message: string;
}

/** What {@link useApproveProducts} returns. */
export interface ApproveProducts {
  /** Approves each product in turn; resolves with one outcome per product, never rejects. */
  approveAll(products: readonly Entity<'AdminProduct'>[]): Promise<ApprovalOutcome[]>;
  /** `true` while a bulk approval runs. */
  busy: boolean;
  /** "2 of 5" while it runs. */
  progress: string;
}

/**
 * Approves several products one after the other through the generated `useApproveProduct` hook, keeping
 * each result: one failure does not stop the others, and the screen reports every product's outcome (so
 * no toast per product: the list is the report).
 *
 * @example
 * const bulk = useApproveProducts();
 * const outcomes = await bulk.approveAll(selectedProducts);
 */
export function useApproveProducts(): ApproveProducts {
  const approve = useApproveProduct({ notify: false });
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  async function approveAll(products: readonly Entity<'AdminProduct'>[]): Promise<ApprovalOutcome[]> {
    const outcomes: ApprovalOutcome[] = [];
    setProgress({ done: 0, total: products.length });
    // One at a time: the sandbox and the real API see the same order, and the progress means something.
    for (const product of products) {
      if (product.merchantId === undefined) {
        // The call needs the owner: a product without one cannot be approved, and says so.
        outcomes.push({ product, ok: false, message: 'The product names no merchant.' });
        setProgress({ done: outcomes.length, total: products.length });
        continue;
      }
      try {
        const result = await approve.trigger({
          query: { productId: product.id, merchantId: product.merchantId },
          body: { approvalStatus: 'approved' },
        });
        outcomes.push({ product, ok: true, message: result.message ?? 'Approved' });
      } catch (error) {
        outcomes.push({ product, ok: false, message: (error as Error).message });
      }
      setProgress({ done: outcomes.length, total: products.length });
    }
    setProgress(null);
    return outcomes;
  }

  return {
    approveAll,
    busy: progress !== null,
    progress: progress ? `${progress.done} of ${progress.total}` : '',
  };
}
