import { defineHandlers } from '../../http/HandlerContext';
import { invalid, ok } from '../../http/replies';
import { keepMedia } from './keepMedia';
import { mediaView } from './mediaView';

const PURPOSES = new Set([
  'product-photo',
  'store-logo',
  'theme-image',
  'identity-document',
  'address-document',
  'signature',
  'proof-of-delivery',
  'other',
]);

/** Handlers of the media domain: the upload host the contract infers. Rules: docs/rules/media.md. */
export const mediaHandlers = defineHandlers({
  uploadMedia: async (context) => {
    const { db, env, user } = context;
    // Multipart: the pipeline hands the form's entries over as they are (strings and files).
    const form = context.body as unknown as Record<string, string | Blob | undefined>;
    const { file, purpose } = form;
    if (!(file instanceof Blob)) return invalid([{ field: 'file', message: 'File is required' }]);
    if (purpose !== undefined && (typeof purpose !== 'string' || !PURPOSES.has(purpose))) {
      return invalid([{ field: 'purpose', message: 'Purpose must be one of the listed purposes' }]);
    }
    const kept = await keepMedia(db, env, file, { userId: user?.id ?? 0, purpose });
    if ('problem' in kept) return invalid([{ field: 'file', message: kept.problem }]);
    return ok(mediaView(env, kept.row), 'File uploaded', 201);
  },
});
