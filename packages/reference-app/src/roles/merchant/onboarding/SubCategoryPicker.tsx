import type { Entity } from '@marketplace/sdk';
import { get, useController, useFormState } from 'react-hook-form';

/** Props of {@link SubCategoryPicker}. */
export interface SubCategoryPickerProps {
  /** The sub-categories of the chosen category. */
  subCategories: readonly Entity<'SubCategory'>[];
}

/**
 * The sub-categories the merchant sells in (`subCategoryIds` of the surrounding kit form), one checkbox
 * each in a group named "Sub-categories"; its error (from the contract or the server) under the group.
 *
 * @example
 * <SubCategoryPicker subCategories={category?.subCategories ?? []} />
 */
export function SubCategoryPicker({ subCategories }: SubCategoryPickerProps) {
  const { field } = useController<{ subCategoryIds: number[] }, 'subCategoryIds'>({ name: 'subCategoryIds' });
  const { errors } = useFormState({ name: 'subCategoryIds' });
  const error = (get(errors, 'subCategoryIds') as { message?: string } | undefined)?.message;
  const chosen = new Set(field.value);
  if (subCategories.length === 0) {
    return <p className="onboarding-form__note">Choose a category to see its sub-categories.</p>;
  }
  return (
    <fieldset className="onboarding-form__subcategories" aria-invalid={error ? true : undefined}>
      <legend>Sub-categories</legend>
      <ul>
        {subCategories.map((sub) => (
          <li key={sub.id}>
            <label>
              <input
                type="checkbox"
                checked={chosen.has(sub.id)}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? [...field.value, sub.id]
                      : field.value.filter((id) => id !== sub.id),
                  )
                }
              />{' '}
              {sub.name}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
