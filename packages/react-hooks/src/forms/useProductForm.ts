import { useCallback, useRef, useState } from 'react';
import { useCreateProduct, useEditProduct } from '../generated/hooks/merchantProducts';
import { createProductForm, type ProductFormImage, type ProductFormValues } from './createProductForm';
import { productRequestBody } from './productRequestBody';
import type { FormOutcome } from './useFormOutcome';
import { useFormOutcome } from './useFormOutcome';
import { validateRequest } from './validateRequest';

/** Options of {@link useProductForm}. */
export interface UseProductFormOptions {
  /** The product to edit (edit-product); without it the form creates one (create-product). */
  productId?: number;
  /** Values to start from, over the empty form. */
  initial?: Partial<ProductFormValues>;
  /** Images to start from (the product's hosted images when editing). */
  initialImages?: readonly ProductFormImage[];
  /**
   * Uploads an image file and answers its hosted URL; called at submit for images that hold a `file`
   * (the API takes URLs only). Required when such images are added.
   */
  uploadImage?: (file: Blob) => Promise<string>;
  /** Check the values with the contract's schema before sending (default true). */
  validate?: boolean;
}

/** What {@link useProductForm} returns. */
export interface UseProductFormResult extends FormOutcome {
  values: ProductFormValues;
  /** The images, the first being the main one. */
  images: ProductFormImage[];
  /** `create` without a `productId`, else `edit`. */
  mode: 'create' | 'edit';
  /** Sets one field (and forgets its errors). */
  setField<K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]): void;
  setValues(values: Partial<ProductFormValues>): void;
  /** Appends an image: a hosted URL, or a file with a preview URL. */
  addImage(image: ProductFormImage | string): void;
  removeImage(index: number): void;
  /** Moves an image (e.g. to make it the main one at 0). */
  moveImage(from: number, to: number): void;
  setImages(images: readonly ProductFormImage[]): void;
  /** Fills the form and the images, e.g. with `productFormFromProduct(product)` to edit. */
  load(form: { values: Partial<ProductFormValues>; images?: readonly ProductFormImage[] }): void;
  /** Empties the form and the images, forgetting the outcome. */
  reset(): void;
  /**
   * Uploads file images, checks and sends the form. Resolves true on success (form AND images are
   * reset, the message kept); false when the check failed (`fieldErrors`) or a call failed (`isError`,
   * `message`, the server's `fieldErrors`). Rejects only for a file image without `uploadImage`.
   */
  submit(): Promise<boolean>;
}

/**
 * The merchant product form (spec sections 3 and 4): the fields of "Merchant product form" with its
 * images, created through useCreateProduct or edited through useEditProduct; a successful create or
 * edit resets the form and the images. Pair it with `useVariantsEditor` for `variantProperties`.
 *
 * @example
 * const form = useProductForm({ uploadImage: (file) => uploadToCdn(file) });
 * <input value={form.values.name} onChange={(e) => form.setField('name', e.target.value)} />
 * <input type="file" onChange={(e) => { const file = e.target.files?.[0]; if (file) form.addImage({ url: URL.createObjectURL(file), file }); }} />
 * <button disabled={form.isSubmitting} onClick={() => void form.submit()}>Save product</button>
 */
export function useProductForm(options: UseProductFormOptions = {}): UseProductFormResult {
  const { productId, validate = true } = options;
  const [values, setValuesState] = useState(() => createProductForm(options.initial));
  const [images, setImagesState] = useState<ProductFormImage[]>(() => [...(options.initialImages ?? [])]);
  const latest = useRef({ values, images });
  latest.current = { values, images };
  const upload = useRef(options.uploadImage);
  upload.current = options.uploadImage;
  const outcome = useFormOutcome();
  const { clearFieldError, reset: resetOutcome } = outcome;
  const create = useCreateProduct();
  const edit = useEditProduct();
  const mode = productId === undefined ? 'create' : 'edit';

  const setField = useCallback(
    <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => {
      setValuesState((current) => ({ ...current, [field]: value }));
      clearFieldError(String(field));
    },
    [clearFieldError],
  );
  const setValues = useCallback((next: Partial<ProductFormValues>) => {
    setValuesState((current) => ({ ...current, ...next }));
  }, []);
  const addImage = useCallback(
    (image: ProductFormImage | string) => {
      setImagesState((list) => [...list, typeof image === 'string' ? { url: image } : image]);
      clearFieldError('hostedImages');
    },
    [clearFieldError],
  );
  const removeImage = useCallback((index: number) => {
    setImagesState((list) => list.filter((_, i) => i !== index));
  }, []);
  const moveImage = useCallback((from: number, to: number) => {
    setImagesState((list) => {
      const moved = list[from];
      if (moved === undefined || to < 0 || to >= list.length) return list;
      const rest = list.filter((_, i) => i !== from);
      return [...rest.slice(0, to), moved, ...rest.slice(to)];
    });
  }, []);
  const setImages = useCallback((next: readonly ProductFormImage[]) => setImagesState([...next]), []);
  const load = useCallback(
    (form: { values: Partial<ProductFormValues>; images?: readonly ProductFormImage[] }) => {
      setValuesState(createProductForm(form.values));
      setImagesState([...(form.images ?? [])]);
      resetOutcome();
    },
    [resetOutcome],
  );
  const reset = useCallback(() => {
    setValuesState(createProductForm());
    setImagesState([]);
    resetOutcome();
  }, [resetOutcome]);

  const submit = async (): Promise<boolean> => {
    const operationId = mode === 'create' ? 'createProduct' : 'editProduct';
    const { values: current, images: pictures } = latest.current;
    const uploader = upload.current;
    if (!uploader && pictures.some((image) => image.file)) {
      throw new TypeError('useProductForm: images hold files to upload; pass the uploadImage option');
    }
    // Checked before anything is uploaded, so a form with a missing field costs no upload.
    const early = validate
      ? await validateRequest(
          operationId,
          productRequestBody(
            current,
            pictures.map((image) => image.url),
          ),
        )
      : undefined;
    if (early) {
      outcome.invalid(early);
      return false;
    }
    outcome.start();
    try {
      const hosted = await Promise.all(
        pictures.map((image) => (image.file && uploader ? uploader(image.file) : Promise.resolve(image.url))),
      );
      const body = productRequestBody(current, hosted);
      const result =
        productId === undefined
          ? await create.trigger({ body })
          : await edit.trigger({ path: { id: productId }, body });
      // Spec section 4: a successful creation or edit resets the form and the images.
      setValuesState(createProductForm());
      setImagesState([]);
      outcome.succeed(result.message);
      return true;
    } catch (caught) {
      outcome.fail(caught, operationId);
      return false;
    }
  };

  return {
    values,
    images,
    mode,
    setField,
    setValues,
    addImage,
    removeImage,
    moveImage,
    setImages,
    load,
    reset,
    submit,
    status: outcome.status,
    isSubmitting: outcome.isSubmitting,
    isError: outcome.isError,
    message: outcome.message,
    error: outcome.error,
    fieldErrors: outcome.fieldErrors,
  };
}
