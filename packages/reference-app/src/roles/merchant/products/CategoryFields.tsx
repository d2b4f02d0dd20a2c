import { useGetAllCategories, useGetChildCategories } from '@marketplace/react-hooks';
import { ProductField } from './ProductField';

/** The category fields of the product form: names and ids of the three levels. */
export interface CategoryChoice {
  category: string;
  categoryId: number | undefined;
  subCategory: string;
  subCategoryId: number | undefined;
  childCategory: string;
  childCategoryId: number | undefined;
}

/** Props of {@link CategoryFields}. */
export interface CategoryFieldsProps {
  value: CategoryChoice;
  /** Receives the changed levels; choosing a level clears the levels under it. */
  onChange(change: Partial<CategoryChoice>): void;
  /** Errors by field (`categoryId`, `subCategoryId`, `childCategoryId`). */
  errors: Partial<Record<'categoryId' | 'subCategoryId' | 'childCategoryId', string>>;
}

const CLEARED_SUB = { subCategory: '', subCategoryId: undefined } as const;
const CLEARED_CHILD = { childCategory: '', childCategoryId: undefined } as const;

/**
 * Category → sub-category → child category as three cascading selects: the categories with their
 * sub-categories from getAllCategories, the child categories of the chosen sub-category from
 * getChildCategories. Each choice sets the level's id and name and clears the levels under it; a list
 * that fails to load says so, with a way to try again.
 *
 * @example
 * <CategoryFields value={form.values} onChange={form.setValues} errors={form.fieldErrors} />
 */
export function CategoryFields({ value, onChange, errors }: CategoryFieldsProps) {
  const categories = useGetAllCategories();
  const category = categories.data?.find((c) => c.id === value.categoryId);
  const subCategories = category?.subCategories ?? [];
  const children = useGetChildCategories(
    value.subCategoryId === undefined ? null : { path: { id: value.subCategoryId } },
  );
  const loading = (status: string) => (status === 'loading' ? 'Loading…' : undefined);

  return (
    <>
      <ProductField
        label="Category"
        hint={loading(categories.status)}
        error={errors.categoryId ?? (categories.status === 'failed' ? categories.error?.message : undefined)}
      >
        {(control) => (
          <select
            {...control}
            value={value.categoryId ?? ''}
            onChange={(e) => {
              const id = Number(e.target.value) || undefined;
              const chosen = categories.data?.find((c) => c.id === id);
              onChange({
                categoryId: chosen?.id,
                category: chosen?.name ?? '',
                ...CLEARED_SUB,
                ...CLEARED_CHILD,
              });
            }}
          >
            <option value="">Choose a category</option>
            {/* The saved category stays a choice while the list loads (or if it left the list). */}
            {value.categoryId !== undefined && !category ? (
              <option value={value.categoryId}>{value.category || `Category ${value.categoryId}`}</option>
            ) : null}
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </ProductField>
      <ProductField label="Sub-category" error={errors.subCategoryId}>
        {(control) => (
          <select
            {...control}
            disabled={value.categoryId === undefined}
            value={value.subCategoryId ?? ''}
            onChange={(e) => {
              const id = Number(e.target.value) || undefined;
              const chosen = subCategories.find((s) => s.id === id);
              onChange({ subCategoryId: chosen?.id, subCategory: chosen?.name ?? '', ...CLEARED_CHILD });
            }}
          >
            <option value="">
              {value.categoryId === undefined ? 'Choose a category first' : 'Choose a sub-category'}
            </option>
            {value.subCategoryId !== undefined && !subCategories.some((s) => s.id === value.subCategoryId) ? (
              <option value={value.subCategoryId}>
                {value.subCategory || `Sub-category ${value.subCategoryId}`}
              </option>
            ) : null}
            {subCategories.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        )}
      </ProductField>
      <ProductField
        label="Child category"
        hint={loading(children.status)}
        error={errors.childCategoryId ?? (children.status === 'failed' ? children.error?.message : undefined)}
      >
        {(control) => (
          <select
            {...control}
            disabled={value.subCategoryId === undefined}
            value={value.childCategoryId ?? ''}
            onChange={(e) => {
              const id = Number(e.target.value) || undefined;
              const chosen = children.data?.find((c) => c.id === id);
              onChange({ childCategoryId: chosen?.id, childCategory: chosen?.name ?? '' });
            }}
          >
            <option value="">
              {value.subCategoryId === undefined ? 'Choose a sub-category first' : 'Choose a child category'}
            </option>
            {value.childCategoryId !== undefined &&
            !children.data?.some((c) => c.id === value.childCategoryId) ? (
              <option value={value.childCategoryId}>
                {value.childCategory || `Child category ${value.childCategoryId}`}
              </option>
            ) : null}
            {(children.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </ProductField>
      {categories.status === 'failed' || children.status === 'failed' ? (
        <p className="product-form__wide">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              if (categories.status === 'failed') void categories.mutate();
              if (children.status === 'failed') void children.mutate();
            }}
          >
            Load the categories again
          </button>
        </p>
      ) : null}
    </>
  );
}
