import { useGetAllCategories, useGetChildCategories } from '@marketplace/react-hooks';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../components/form/FormField';

/** The category fields of a product form (the merchant's and the admin's): names and ids of the three levels. */
export interface CategoryChoice {
  category: string;
  categoryId: number | undefined;
  subCategory: string;
  subCategoryId: number | undefined;
  childCategory: string;
  childCategoryId: number | undefined;
}

const CLEARED_SUB = { subCategory: '', subCategoryId: undefined } as const;
const CLEARED_CHILD = { childCategory: '', childCategoryId: undefined } as const;

const FIELDS = [
  'category',
  'categoryId',
  'subCategory',
  'subCategoryId',
  'childCategory',
  'childCategoryId',
] as const;

/**
 * Category → sub-category → child category as three cascading selects of a product form: the
 * categories with their sub-categories from getAllCategories, the child categories of the chosen
 * sub-category from getChildCategories. Each choice sets the level's id and name and clears the levels
 * under it (and their errors); a list that fails to load says so, with a way to try again.
 *
 * @example
 * <ContractForm form={product}><CategoryFields /></ContractForm>
 */
export function CategoryFields() {
  const { control, setValue, clearErrors, formState } = useFormContext<CategoryChoice>();
  const watched = useWatch({ control, name: FIELDS });
  const value = Object.fromEntries(
    FIELDS.map((field, i) => [field, watched[i]]),
  ) as unknown as CategoryChoice;
  // The level chosen is checked again once the form was sent; the levels it clears start over.
  const onChange = (change: Partial<CategoryChoice>, chosen: keyof CategoryChoice) => {
    for (const [field, next] of Object.entries(change) as [keyof CategoryChoice, never][]) {
      setValue(field, next, { shouldDirty: true, shouldValidate: field === chosen && formState.isSubmitted });
      if (field !== chosen) clearErrors(field);
    }
  };
  const categories = useGetAllCategories();
  const category = categories.data?.find((c) => c.id === value.categoryId);
  const subCategories = category?.subCategories ?? [];
  const children = useGetChildCategories(
    value.subCategoryId === undefined ? null : { path: { id: value.subCategoryId } },
  );
  const loading = (status: string) => (status === 'loading' ? 'Loading…' : undefined);

  return (
    <>
      <LevelSelect
        name="categoryId"
        label="Category"
        hint={loading(categories.status)}
        error={categories.status === 'failed' ? categories.error?.message : undefined}
        prompt="Choose a category"
        options={categories.data ?? []}
        chosenId={value.categoryId}
        savedName={value.category || `Category ${value.categoryId}`}
        onChoose={(chosen) =>
          onChange(
            {
              categoryId: chosen?.id,
              category: chosen?.name ?? '',
              ...CLEARED_SUB,
              ...CLEARED_CHILD,
            },
            'categoryId',
          )
        }
      />
      <LevelSelect
        name="subCategoryId"
        label="Sub-category"
        disabled={value.categoryId === undefined}
        prompt={value.categoryId === undefined ? 'Choose a category first' : 'Choose a sub-category'}
        options={subCategories}
        chosenId={value.subCategoryId}
        savedName={value.subCategory || `Sub-category ${value.subCategoryId}`}
        onChoose={(chosen) =>
          onChange(
            { subCategoryId: chosen?.id, subCategory: chosen?.name ?? '', ...CLEARED_CHILD },
            'subCategoryId',
          )
        }
      />
      <LevelSelect
        name="childCategoryId"
        label="Child category"
        hint={loading(children.status)}
        error={children.status === 'failed' ? children.error?.message : undefined}
        disabled={value.subCategoryId === undefined}
        prompt={value.subCategoryId === undefined ? 'Choose a sub-category first' : 'Choose a child category'}
        options={children.data ?? []}
        chosenId={value.childCategoryId}
        savedName={value.childCategory || `Child category ${value.childCategoryId}`}
        onChoose={(chosen) =>
          onChange({ childCategoryId: chosen?.id, childCategory: chosen?.name ?? '' }, 'childCategoryId')
        }
      />
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

interface Level {
  id: number;
  name: string;
}

interface LevelSelectProps {
  name: 'categoryId' | 'subCategoryId' | 'childCategoryId';
  label: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  /** The empty choice's text. */
  prompt: string;
  options: readonly Level[];
  chosenId: number | undefined;
  /** The saved choice's name, shown while the list loads (or if it left the list). */
  savedName: string;
  onChoose(chosen: Level | undefined): void;
}

/** One level's select: its choices, the saved one kept while it is not among them. */
function LevelSelect({
  name,
  label,
  hint,
  error,
  disabled,
  prompt,
  options,
  chosenId,
  savedName,
  onChoose,
}: LevelSelectProps) {
  return (
    <FormField name={name} label={label} hint={hint} error={error}>
      {({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': invalid, ref, onBlur }) => (
        <select
          id={controlId}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          ref={ref}
          onBlur={onBlur}
          disabled={disabled}
          value={chosenId ?? ''}
          onChange={(e) => {
            const id = Number(e.target.value) || undefined;
            onChoose(options.find((o) => o.id === id));
          }}
        >
          <option value="">{prompt}</option>
          {chosenId !== undefined && !options.some((o) => o.id === chosenId) ? (
            <option value={chosenId}>{savedName}</option>
          ) : null}
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
