// PLACEHOLDER (H-server): the minimal head the server renders until H-data's version replaces this file.

/** What a page's HTML head says about it. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's canonical absolute URL. */
  canonical: string;
}
