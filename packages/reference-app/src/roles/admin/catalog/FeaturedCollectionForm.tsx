import { useCreateFeaturedCollection, useUpdateFeaturedCollection } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { type ContractBody, useContractForm } from '../../../components/form/useContractForm';
import { ImageField } from '../../../kit/ImageField';
import { type PickedProduct, ProductPicker } from './ProductPicker';

type Collection = Entity<'FeaturedCollection'>;

interface CollectionValues {
  title: string;
  description: string;
  image: string[];
  productIds: PickedProduct[];
}

/** The body both calls take: blank text left out, the one image as its URL, the products as ids. */
function collectionBody(v: CollectionValues) {
  return Object.fromEntries(
    Object.entries({
      title: v.title.trim() || undefined,
      description: v.description.trim() || undefined,
      image: v.image[0],
      productIds: v.productIds.map((p) => p.id),
    }).filter(([, value]) => value !== undefined),
  );
}

/** Props of {@link FeaturedCollectionForm}. */
export interface FeaturedCollectionFormProps {
  /** The collection edited, with its products by name; without it the form creates one. */
  collection?: { value: Collection; products: PickedProduct[] };
  /** After the server accepted the form (the hook has shown its message). */
  onDone(): void;
}

/**
 * Creates a featured image collection (`createFeaturedCollection`: title and banner image required) or
 * edits one (`updateFeaturedCollection`): title, description, the banner image and the products it links
 * to, picked by name.
 *
 * @example
 * <FeaturedCollectionForm onDone={close} />
 * <FeaturedCollectionForm collection={{ value, products }} onDone={close} />
 */
export function FeaturedCollectionForm({ collection, onDone }: FeaturedCollectionFormProps) {
  return collection ? (
    <EditCollectionForm collection={collection} onDone={onDone} />
  ) : (
    <NewCollectionForm onDone={onDone} />
  );
}

function NewCollectionForm({ onDone }: { onDone(): void }) {
  const kit = useContractForm({
    operation: 'createFeaturedCollection',
    mutation: useCreateFeaturedCollection(),
    defaultValues: { title: '', description: '', image: [], productIds: [] } as CollectionValues,
    toBody: (v) => collectionBody(v) as ContractBody<'createFeaturedCollection'>,
    onSuccess: onDone,
  });
  return (
    <ContractForm form={kit} aria-label="New featured collection" className="catalog-form">
      <CollectionFields />
      <SubmitButton busyLabel="Creating…">Create collection</SubmitButton>
    </ContractForm>
  );
}

function EditCollectionForm({
  collection,
  onDone,
}: {
  collection: { value: Collection; products: PickedProduct[] };
  onDone(): void;
}) {
  const { value, products } = collection;
  const kit = useContractForm({
    operation: 'updateFeaturedCollection',
    mutation: useUpdateFeaturedCollection(),
    defaultValues: {
      title: value.title,
      description: value.description ?? '',
      image: [value.image],
      productIds: products,
    } as CollectionValues,
    toBody: (v) => collectionBody(v) as ContractBody<'updateFeaturedCollection'>,
    init: { path: { id: value.id } },
    resetOnSuccess: false,
    onSuccess: onDone,
  });
  return (
    <ContractForm form={kit} aria-label={`Edit ${value.title}`} className="catalog-form">
      <CollectionFields />
      <SubmitButton busyLabel="Saving…">Save collection</SubmitButton>
    </ContractForm>
  );
}

function CollectionFields() {
  return (
    <>
      <FormErrorSummary title="The collection was not saved" />
      <fieldset>
        <FormField name="title" label="Title">
          <input type="text" autoComplete="off" />
        </FormField>
        <FormField name="description" label="Description" hint="Optional">
          <textarea rows={2} />
        </FormField>
        <ImageField name="image" label="Banner image" purpose="theme-image" />
        <FormField name="productIds" label="Products" hint="The products the banner leads to">
          {({ id, value, onChange, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
            <ProductPicker
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              label="Products"
              multiple
              value={value as PickedProduct[]}
              onChange={onChange}
            />
          )}
        </FormField>
      </fieldset>
    </>
  );
}
