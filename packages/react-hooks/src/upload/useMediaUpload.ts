import {
  type CallInit,
  IMAGE_SIGNATURE_BYTES,
  MarketplaceError,
  mediaFileProblem,
  type OperationData,
  xhrTransport,
} from '@marketplace/sdk';
import { useCallback } from 'react';
import { useUploadMedia } from '../generated/hooks/media';

/** What an uploaded file is for (the contract's `MediaPurpose`). */
export type MediaPurpose = NonNullable<CallInit<'uploadMedia'>['body']['purpose']>;

/** A file kept by the host: its `url` goes in the field that takes the image. */
export type UploadedMedia = OperationData<'uploadMedia'>;

/** Options of one upload. */
export interface MediaUploadOptions {
  purpose?: MediaPurpose;
  /** Upload progress as a fraction of the file sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** What {@link useMediaUpload} returns. */
export interface UseMediaUploadResult {
  /**
   * Checks the file (its first bytes must be a JPEG, PNG, WebP or GIF, whatever its name; at most 5 MB),
   * then uploads it with progress. Rejects with a `MarketplaceError` (kind `validation`, field `file`)
   * for a file the host would refuse, without sending it, and with the host's error otherwise.
   */
  upload(file: File, options?: MediaUploadOptions): Promise<UploadedMedia>;
  /** True while any upload of this hook runs. */
  isUploading: boolean;
}

/** The first bytes of a file, where the image signatures are. */
async function headOf(file: Blob): Promise<Uint8Array> {
  const part = file.slice(0, IMAGE_SIGNATURE_BYTES);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(part);
  });
}

/**
 * The one way the app uploads a file (product photos, logos, theme images, documents, signatures, proof
 * of delivery): `uploadMedia` with the file checked by its bytes first and its progress reported. Upload
 * errors are not toasted: the caller shows them beside the file.
 *
 * @example
 * const { upload } = useMediaUpload();
 * const { url } = await upload(file, { purpose: 'proof-of-delivery', onProgress: setFraction });
 */
export function useMediaUpload(): UseMediaUploadResult {
  const { trigger, isMutating } = useUploadMedia({ notify: false });
  const upload = useCallback(
    async (file: File, options: MediaUploadOptions = {}) => {
      const problem = mediaFileProblem(file, await headOf(file));
      if (problem) {
        throw new MarketplaceError({
          kind: 'validation',
          message: problem,
          operationId: 'uploadMedia',
          method: 'POST',
          url: '/media',
          fieldErrors: [{ field: 'file', message: problem }],
        });
      }
      const { onProgress, purpose, signal } = options;
      onProgress?.(0);
      const { data } = await trigger({
        body: { file, ...(purpose ? { purpose } : {}) },
        ...(signal ? { signal } : {}),
        // Multipart uploads are not retried: a retry would send the whole file again unasked.
        retry: false,
        // XMLHttpRequest where there is one: fetch reports no upload progress.
        ...(typeof XMLHttpRequest === 'function' ? { transport: xhrTransport } : {}),
        onUploadProgress: (loaded, total) => onProgress?.(total > 0 ? loaded / total : 1),
      });
      onProgress?.(1);
      return data;
    },
    [trigger],
  );
  return { upload, isUploading: isMutating };
}
