import {
  productFormFromProduct,
  productRequestBody,
  type TableResult,
  useAddMarketplaceProduct,
  useBulkAction,
  useDeleteMarketplaceProduct,
  useEditProduct,
  useUpdateProductInventory,
} from '@marketplace/react-hooks';
import {
  applyPriceChange,
  applyStockChange,
  type Entity,
  formatMoney,
  isApproved,
  type PriceChange,
  type PriceLine,
  type StockChange,
} from '@marketplace/sdk';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { BulkResults } from '../../../kit/BulkResults';
import { useConfirm } from '../../../kit/useConfirm';
import { useMatchingSelection } from '../../../kit/useMatchingSelection';
import { NumberInput } from '../../../workspace/products/NumberInput';
import './productBulk.css';

type Product = Entity<'AdminProduct'>;

type Action =
  | 'price-up'
  | 'price-down'
  | 'price-set'
  | 'stock-add'
  | 'stock-remove'
  | 'stock-set'
  | 'list'
  | 'unlist';

/** The changes offered, with the field each one asks for (none for the marketplace). */
const ACTIONS: { value: Action; label: string; field?: string; step?: string }[] = [
  { value: 'price-up', label: 'Raise the price by a percentage', field: 'Percentage (%)', step: '0.01' },
  { value: 'price-down', label: 'Lower the price by a percentage', field: 'Percentage (%)', step: '0.01' },
  { value: 'price-set', label: 'Set the price', field: 'New selling price (₦)', step: '0.01' },
  { value: 'stock-add', label: 'Add units to the stock', field: 'Units to add' },
  { value: 'stock-remove', label: 'Remove units from the stock', field: 'Units to remove' },
  { value: 'stock-set', label: 'Set the stock', field: 'Units in stock' },
  { value: 'list', label: 'Put on the marketplace' },
  { value: 'unlist', label: 'Take off the marketplace' },
];

/** One run's change, fixed when it is confirmed (a retry repeats it even if the form moved on). */
type Change =
  | { kind: 'price'; change: PriceChange }
  | { kind: 'stock'; change: StockChange }
  | { kind: 'list' }
  | { kind: 'unlist' };

/** Props of {@link ProductBulkPanel}. */
export interface ProductBulkPanelProps {
  /** The products list (`useTable` of getMerchantProducts): its query is what "all matching" gathers. */
  table: TableResult<Product>;
  /** Every product the list has shown, by id: a selection may span pages. */
  seen: ReadonlyMap<string, Product>;
  selected: ReadonlySet<string>;
  onSelectedChange(selected: Set<string>): void;
  /** The ids of the products on the marketplace. */
  listed: ReadonlySet<number>;
  onClose(): void;
}

/**
 * Changes many of the merchant's products at once (issue 24): the selected rows (across pages) or every
 * product matching the list's filter, their price (set, or by a percentage, to the kobo: the SDK's
 * `applyPriceChange`), their stock (set, add or remove, per variant: `applyStockChange`, each change in
 * the stock history) or their marketplace listing. One confirmation says what changes on how many
 * products, then one request per product with a progress bar and a per-row result (`useBulkAction`,
 * `BulkResults`); failures stay selected and can be tried again alone.
 *
 * @example
 * <ProductBulkPanel table={table} seen={seen} selected={selected} onSelectedChange={setSelected}
 *   listed={listed} onClose={close} />
 */
export function ProductBulkPanel({
  table,
  seen,
  selected,
  onSelectedChange,
  listed,
  onClose,
}: ProductBulkPanelProps) {
  const id = useId();
  const confirm = useConfirm();
  const edit = useEditProduct({ notify: false });
  const inventory = useUpdateProductInventory({ notify: false });
  const addListing = useAddMarketplaceProduct({ notify: false });
  const removeListing = useDeleteMarketplaceProduct({ notify: false });
  // "All matching" holds for the filter it was chosen under only.
  const scope = useMatchingSelection(table);
  const allMatching = scope.active;
  const gathered = scope.gathered;
  const [action, setAction] = useState<Action>('price-up');
  const [value, setValue] = useState<number | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const running = useRef<Change>({ kind: 'list' });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const bulk = useBulkAction<Product>({
    keyOf: (p) => String(p.id),
    run: (p) => {
      const change = running.current;
      if (change.kind === 'stock') return inventory.trigger({ body: applyStockChange(p, change.change) });
      if (change.kind === 'list') return addListing.trigger({ body: { productId: p.id } });
      if (change.kind === 'unlist') return removeListing.trigger({ path: { id: p.id } });
      // The whole form as it is, with the new pricing line: edit-product takes the product's form.
      const { values, images } = productFormFromProduct(p);
      const line: PriceLine = p.pricing[0] ?? {};
      const pricing = applyPriceChange(line, change.change);
      return edit.trigger({
        path: { id: p.id },
        body: productRequestBody(
          { ...values, pricing: { ...values.pricing, ...pricing } },
          images.map((image) => image.url),
        ),
      });
    },
  });

  const chosen = ACTIONS.find((a) => a.value === action) ?? (ACTIONS[0] as (typeof ACTIONS)[number]);
  const count = allMatching ? table.count : selected.size;
  const pageSelected = table.rows.length > 0 && table.rows.every((p) => selected.has(String(p.id)));

  /** The change the form asks for, or why it cannot be made. */
  function changeFromForm(): Change | string {
    if (action === 'list' || action === 'unlist')
      return action === 'list' ? { kind: 'list' } : { kind: 'unlist' };
    if (value === undefined) return `Enter the ${chosen.field?.replace(/ \(.*\)$/, '').toLowerCase()}.`;
    if (action.startsWith('stock')) {
      if (!Number.isInteger(value) || value < (action === 'stock-set' ? 0 : 1)) {
        return action === 'stock-set' ? 'Enter whole units, 0 or more.' : 'Enter whole units, 1 or more.';
      }
      return {
        kind: 'stock',
        change: {
          kind: action === 'stock-set' ? 'set' : 'add',
          units: action === 'stock-remove' ? -value : value,
        },
      };
    }
    if (action === 'price-set')
      return value < 0
        ? 'Enter a price of 0 or more.'
        : { kind: 'price', change: { kind: 'set', amount: value } };
    if (value <= 0) return 'Enter a percentage above 0.';
    if (action === 'price-down' && value >= 100) return 'A price can go down by less than 100 %.';
    return { kind: 'price', change: { kind: 'percent', percent: action === 'price-down' ? -value : value } };
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const change = changeFromForm();
    if (typeof change === 'string') {
      setProblem(change);
      return;
    }
    setProblem(undefined);
    let products: Product[];
    try {
      products = await scope.rows(() =>
        [...selected].map((key) => seen.get(key)).filter((p): p is Product => p !== undefined),
      );
    } catch (caught) {
      setProblem((caught as Error).message);
      return;
    }
    // A product already listed (or not) is left out of a marketplace change: the server would refuse it;
    // one the rule refuses (more units removed than it holds) is named and left out too.
    const refused = products.flatMap((p) => {
      const why = problemOf(change, p);
      return why ? [`${p.name} (${why})`] : [];
    });
    const todo = products.filter((p) =>
      change.kind === 'list'
        ? !listed.has(p.id)
        : change.kind === 'unlist'
          ? listed.has(p.id)
          : problemOf(change, p) === undefined,
    );
    const left = products.length - todo.length - refused.length;
    if (todo.length === 0) {
      setProblem(
        change.kind === 'list'
          ? 'Every product chosen is on the marketplace already.'
          : change.kind === 'unlist'
            ? 'No product chosen is on the marketplace.'
            : `No product chosen can change: ${refused.slice(0, 3).join('; ')}.`,
      );
      return;
    }
    const question = confirmation(change, todo, left, refused);
    if (!(await confirm(question))) return;
    running.current = change;
    keepFailedSelected(await bulk.start(todo));
  }

  // Changed rows leave the selection; those that failed stay selected, ready to try again.
  function keepFailedSelected(results: readonly { ok: boolean; key: string }[]) {
    scope.clear();
    onSelectedChange(new Set(results.filter((r) => !r.ok).map((r) => r.key)));
  }

  const fieldId = `${id}-value`;
  return (
    <section className="product-bulk" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        Change several products
      </h2>
      <p className="product-bulk__scope">
        {allMatching
          ? `All ${table.count} products matching the list's search and filters.`
          : selected.size === 0
            ? 'Select products in the list to change them.'
            : `${selected.size} ${selected.size === 1 ? 'product' : 'products'} selected.`}{' '}
        {allMatching ? (
          <button type="button" className="link-button" onClick={scope.clear}>
            Only the {selected.size} selected
          </button>
        ) : (
          // On a phone the table's "select all on this page" box is hidden with its header: both are here.
          <>
            {pageSelected ? null : (
              <button
                type="button"
                className="link-button"
                onClick={() =>
                  onSelectedChange(new Set([...selected, ...table.rows.map((p) => String(p.id))]))
                }
              >
                Select the {table.rows.length} on this page
              </button>
            )}{' '}
            {table.count > table.rows.length ? (
              <button type="button" className="link-button" onClick={() => scope.matching.onChange(true)}>
                Select all {table.count} matching the filter
              </button>
            ) : null}
          </>
        )}
      </p>
      <form
        className="product-bulk__form"
        noValidate
        aria-label="Change the products"
        onSubmit={(e) => void onSubmit(e)}
      >
        <label className="product-bulk__field" htmlFor={`${id}-action`}>
          <span>What to change</span>
          <select
            id={`${id}-action`}
            value={action}
            onChange={(e) => {
              setAction(e.target.value as Action);
              setProblem(undefined);
            }}
          >
            {ACTIONS.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </label>
        {chosen.field ? (
          <label className="product-bulk__field" htmlFor={fieldId}>
            <span>{chosen.field}</span>
            <NumberInput
              id={fieldId}
              step={chosen.step}
              value={value}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={setValue}
            />
          </label>
        ) : null}
        {problem ? (
          <p id={`${id}-problem`} role="alert" className="field__error">
            {problem}
          </p>
        ) : null}
        {gathered !== undefined ? (
          <p role="status">
            <label>
              Gathering the products… {gathered} of {table.count}
              <progress max={table.count} value={gathered} />
            </label>
          </p>
        ) : null}
        <span className="product-bulk__actions">
          <button
            type="submit"
            className="button"
            disabled={bulk.busy || gathered !== undefined || count === 0}
          >
            Change {count} {count === 1 ? 'product' : 'products'}…
          </button>
          <button type="button" className="button button--secondary" disabled={bulk.busy} onClick={onClose}>
            Close
          </button>
        </span>
      </form>
      {/* The run's outcomes, busy and progress as useBulkAction gives them. */}
      <BulkResults
        {...bulk}
        label="Change results"
        verb="changed"
        doing="Changing"
        nameOf={(p: Product) => p.name}
        onRetry={() => void bulk.retryFailed().then(keepFailedSelected)}
        onDismiss={bulk.reset}
      />
    </section>
  );
}

/** The one question before a run: what changes, on how many products, with a few examples. */
function confirmation(
  change: Change,
  products: readonly Product[],
  left: number,
  refused: readonly string[],
) {
  const n = products.length;
  const them = `${n} ${n === 1 ? 'product' : 'products'}`;
  const skipped =
    left > 0
      ? ` ${left} already ${change.kind === 'list' ? 'on' : 'off'} it ${left === 1 ? 'is' : 'are'} left out.`
      : '';
  if (change.kind === 'list' || change.kind === 'unlist') {
    return change.kind === 'list'
      ? {
          title: `Put ${them} on the marketplace?`,
          message: `Customers browsing the marketplace see them once approved.${skipped}`,
          confirmLabel: `Put ${them} on`,
        }
      : {
          title: `Take ${them} off the marketplace?`,
          message: `Customers browsing the marketplace no longer see them. They stay in your store.${skipped}`,
          confirmLabel: `Take ${them} off`,
          destructive: true,
        };
  }
  // A few rows as they will be, so the number typed is checked against real prices and stock.
  const examples = products.slice(0, 3).map((p) => `${p.name}: ${preview(change, p)}`);
  const more = `${n > 3 ? `, and ${n - 3} more` : ''}.${
    refused.length > 0
      ? ` ${refused.length} cannot change and ${refused.length === 1 ? 'is' : 'are'} left out: ${refused.slice(0, 3).join('; ')}${refused.length > 3 ? '…' : ''}.`
      : ''
  }`;
  if (change.kind === 'stock') {
    const { kind, units } = change.change;
    return {
      title:
        kind === 'set'
          ? `Set the stock of ${them} to ${units}?`
          : units >= 0
            ? `Add ${units} units to the stock of ${them}?`
            : `Remove ${-units} units from the stock of ${them}?`,
      message: `Each variant's stock changes, recorded in the stock history as changed by hand. ${examples.join('; ')}${more}`,
      confirmLabel: `Change ${them}`,
    };
  }
  const approved = products.filter((p) => isApproved(p)).length;
  const price = change.change;
  return {
    title:
      price.kind === 'set'
        ? `Set the price of ${them} to ${formatMoney(price.amount)}?`
        : `${price.percent >= 0 ? 'Raise' : 'Lower'} the price of ${them} by ${Math.abs(price.percent)} %?`,
    message: `Selling prices, rounded to the kobo: ${examples.join('; ')}${more}${
      approved > 0
        ? ` ${approved} approved ${approved === 1 ? 'product goes' : 'products go'} back to an admin for approval.`
        : ''
    }`,
    confirmLabel: `Change ${them}`,
  };
}

/** Why the rule refuses this change for this product (without the final stop), if it does. */
function problemOf(change: Change, p: Product): string | undefined {
  try {
    if (change.kind === 'stock') applyStockChange(p, change.change);
    if (change.kind === 'price') applyPriceChange(p.pricing[0] ?? {}, change.change);
    return undefined;
  } catch (caught) {
    return (caught as Error).message.replace(/\.$/, '');
  }
}

/** One product's value now and after the change ("₦14,500.00 → ₦15,950.00"); only for a change it takes. */
function preview(change: Change, p: Product): string {
  if (change.kind === 'stock') return `${p.quantity} → ${applyStockChange(p, change.change).quantity}`;
  if (change.kind === 'price') {
    const line: PriceLine = p.pricing[0] ?? {};
    return `${formatMoney(line.sellingPrice ?? 0)} → ${formatMoney(applyPriceChange(line, change.change).sellingPrice ?? 0)}`;
  }
  return '';
}
