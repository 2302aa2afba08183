/** As much of a hast node (rehype's HTML tree) as the site's rehype steps read and write. */
export type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};
