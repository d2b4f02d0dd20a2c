import { type ProductVariantEntry, useAddAdminProduct, type VariantProperty } from '@marketplace/react-hooks';
import { Link, useNavigate } from 'react-router';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { type ContractBody, useContractForm } from '../../../components/form/useContractForm';
import { ImageField } from '../../../kit/ImageField';
import { type CategoryChoice, CategoryFields } from '../../../workspace/products/CategoryFields';
import { VariantsEditor } from '../../../workspace/products/VariantsEditor';
import { StoreField } from './StoreField';
import { useStoreChoices } from './useStoreChoices';
// The variants editor's styles are the merchant products screen's.
import '../../../workspace/products/products.css';
import './catalog.css';

interface AddProductValues extends CategoryChoice {
  storeId: string;
  name: string;
  description: string;
  hostedImages: string[];
  pricing: { costPrice: number; sellingPrice: number; price: number };
  quantity: number;
  sku: string;
  weight: number;
  weightUnit: string;
  dimension: { length: number; width: number; height: number };
  dimensionUnit: string;
  stockAlertUnits: number;
  contSalesOutOfStock: boolean;
  IsDigitalProduct: boolean;
  variantProperties: VariantProperty[];
  variant: ProductVariantEntry[];
}

const BLANK: AddProductValues = {
  storeId: '',
  name: '',
  description: '',
  category: '',
  categoryId: undefined,
  subCategory: '',
  subCategoryId: undefined,
  childCategory: '',
  childCategoryId: undefined,
  hostedImages: [],
  pricing: { costPrice: Number.NaN, sellingPrice: Number.NaN, price: Number.NaN },
  quantity: Number.NaN,
  sku: '',
  weight: Number.NaN,
  weightUnit: 'kg',
  dimension: { length: Number.NaN, width: Number.NaN, height: Number.NaN },
  dimensionUnit: 'cm',
  stockAlertUnits: Number.NaN,
  contSalesOutOfStock: false,
  IsDigitalProduct: false,
  variantProperties: [],
  variant: [],
};

const blankToNothing = (n: number) => (Number.isNaN(n) ? undefined : n);
const text = (s: string) => (s.trim() === '' ? undefined : s.trim());
const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/**
 * Adds a product to a store as the admin (`/admin/products/new`, needs `create` on `products`;
 * `addAdminProduct`): the store (and so its merchant), then the merchant product form's fields (name,
 * description paragraphs, category → sub-category → child category, photos, prices, stock, SKU, weight and
 * dimensions with units, stock alert, selling when out of stock, digital, and the variants editor). On
 * success the products list opens; a failure keeps everything typed.
 *
 * @example
 * { path: 'products/new', lazy: screen(admin, 'AddProductScreen') }
 */
export function AddProductScreen() {
  const navigate = useNavigate();
  const choices = useStoreChoices();
  const kit = useContractForm({
    operation: 'addAdminProduct',
    mutation: useAddAdminProduct(),
    defaultValues: BLANK,
    labels: { categoryId: 'Category', subCategoryId: 'Sub-category', childCategoryId: 'Child category' },
    // Prices and sizes are always sent as objects, so the contract names each field itself (a negative
    // cost price on the cost price, a blank selling price on the selling price).
    fieldOf: { merchantId: 'storeId' },
    toBody: (v) => {
      const store = choices.stores.find((s) => String(s.id) === v.storeId);
      const dimension = defined({
        length: blankToNothing(v.dimension.length),
        width: blankToNothing(v.dimension.width),
        height: blankToNothing(v.dimension.height),
      });
      return defined({
        // A store not chosen is sent as nothing: the contract's check names the field.
        merchantId: store?.merchantId as number,
        storeId: store?.id as number,
        name: v.name.trim(),
        description: v.description
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean),
        category: text(v.category),
        categoryId: v.categoryId as number,
        subCategory: text(v.subCategory),
        subCategoryId: v.subCategoryId as number,
        childCategory: text(v.childCategory),
        childCategoryId: v.childCategoryId as number,
        hostedImages: v.hostedImages,
        pricing: defined({
          costPrice: blankToNothing(v.pricing.costPrice),
          sellingPrice: blankToNothing(v.pricing.sellingPrice) as number,
          price: blankToNothing(v.pricing.price),
        }),
        quantity: v.quantity,
        sku: text(v.sku),
        weight: blankToNothing(v.weight),
        weightUnit: Number.isNaN(v.weight) ? undefined : v.weightUnit,
        dimension: Object.keys(dimension).length ? dimension : undefined,
        dimensionUnit: Object.keys(dimension).length ? v.dimensionUnit : undefined,
        stockAlertUnits: blankToNothing(v.stockAlertUnits),
        contSalesOutOfStock: v.contSalesOutOfStock,
        IsDigitalProduct: v.IsDigitalProduct,
        variant: v.variant.length ? v.variant.map((row) => defined(row)) : undefined,
        variantProperties: v.variantProperties.length
          ? v.variantProperties.map((p) => ({ type: p.type.trim(), options: [...p.options] }))
          : undefined,
        // Blank numbers are left out: the contract's check then names each required one.
      }) as ContractBody<'addAdminProduct'>;
    },
    onSuccess: () => navigate('/admin/products'),
  });
  const storeOptions = [...choices.stores].sort((a, b) => a.storeName.localeCompare(b.storeName));
  return (
    <div className="catalog-page">
      <p>
        <Link to="/admin/products">Back to the products</Link>
      </p>
      <ContractForm form={kit} aria-label="New product" className="catalog-form admin-product-form">
        <FormErrorSummary title="The product was not added" />
        <fieldset>
          <legend>Seller</legend>
          <StoreField
            choices={choices}
            stores={storeOptions}
            hint="Approved stores; the product is added for the store’s merchant, approved at once"
          />
          {choices.status === 'failed' ? (
            <button type="button" className="button button--secondary" onClick={choices.retry}>
              Try again
            </button>
          ) : null}
        </fieldset>
        <fieldset>
          <legend>Product</legend>
          <FormField name="name" label="Name">
            <input type="text" autoComplete="off" />
          </FormField>
          <FormField name="description" label="Description" hint="Leave a blank line between paragraphs">
            <textarea rows={4} />
          </FormField>
          <CategoryFields />
          <ImageField name="hostedImages" label="Photos" purpose="product-photo" maxFiles={6} />
        </fieldset>
        <fieldset>
          <legend>Price and stock</legend>
          <FormField name="pricing.costPrice" label="Cost price (₦)" valueAsNumber>
            <input type="number" inputMode="decimal" min={0} step="any" />
          </FormField>
          <FormField name="pricing.price" label="Regular price (₦)" valueAsNumber>
            <input type="number" inputMode="decimal" min={0} step="any" />
          </FormField>
          <FormField
            name="pricing.sellingPrice"
            label="Selling price (₦)"
            hint="What customers pay"
            valueAsNumber
          >
            <input type="number" inputMode="decimal" min={0} step="any" />
          </FormField>
          <FormField name="quantity" label="Units in stock" valueAsNumber>
            <input type="number" inputMode="numeric" min={0} step={1} />
          </FormField>
          <FormField name="stockAlertUnits" label="Stock alert at (units)" hint="Optional" valueAsNumber>
            <input type="number" inputMode="numeric" min={0} step={1} />
          </FormField>
          <FormField name="sku" label="SKU" hint="Optional">
            <input type="text" autoComplete="off" />
          </FormField>
          <FormField name="contSalesOutOfStock" label="Keep selling when out of stock">
            <input type="checkbox" />
          </FormField>
          <FormField name="IsDigitalProduct" label="Digital product (nothing to ship)">
            <input type="checkbox" />
          </FormField>
        </fieldset>
        <fieldset>
          <legend>Shipping size</legend>
          <FormField name="weight" label="Weight" hint="Optional" valueAsNumber>
            <input type="number" inputMode="decimal" min={0} step="any" />
          </FormField>
          <FormField name="weightUnit" label="Weight unit">
            <select>
              <option value="kg">kg</option>
              <option value="g">g</option>
              <option value="lb">lb</option>
            </select>
          </FormField>
          <FormField name="dimension.length" label="Length" hint="Optional" valueAsNumber>
            <input type="number" inputMode="decimal" min={0} step="any" />
          </FormField>
          <FormField name="dimension.width" label="Width" hint="Optional" valueAsNumber>
            <input type="number" inputMode="decimal" min={0} step="any" />
          </FormField>
          <FormField name="dimension.height" label="Height" hint="Optional" valueAsNumber>
            <input type="number" inputMode="decimal" min={0} step="any" />
          </FormField>
          <FormField name="dimensionUnit" label="Size unit">
            <select>
              <option value="cm">cm</option>
              <option value="m">m</option>
              <option value="inch">inch</option>
            </select>
          </FormField>
        </fieldset>
        <VariantsEditor />
        <SubmitButton busyLabel="Adding…">Add product</SubmitButton>
      </ContractForm>
    </div>
  );
}
