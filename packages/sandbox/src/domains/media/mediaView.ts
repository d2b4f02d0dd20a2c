import type { SandboxEnv } from '../../http/HandlerContext';
import { mediaUrl } from './keepMedia';
import type { MediaRow } from './tables';

/** A kept file as the contract's `Media`. */
export function mediaView(env: SandboxEnv, row: MediaRow) {
  return {
    id: row.id,
    url: mediaUrl(env, row),
    contentType: row.contentType,
    size: row.size,
    name: row.name,
    ...(row.purpose ? { purpose: row.purpose as never } : {}),
    createdAt: row.createdAt,
  };
}
