import type { MediaImageType } from '@marketplace/sdk';

/** An uploaded file: its bytes (base64, so a snapshot is plain JSON) and what it is. */
export interface MediaRow {
  id: number;
  /** The uploader's user id. */
  userId: number;
  name: string;
  contentType: MediaImageType;
  size: number;
  purpose?: string;
  /** The file's bytes, base64. */
  data: string;
  createdAt: string;
}

declare module '../../db/Database' {
  interface Tables {
    media: MediaRow;
  }
}
