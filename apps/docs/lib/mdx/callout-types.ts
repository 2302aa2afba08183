/*
 * The types a call-out accepts, in one place for the components, the MDX compile step that rejects any other
 * (`remark-callout-types.ts`) and the Markdown twin. Guides use <Admonition> with the five documentation types;
 * <Alert> also takes the types the interactive widgets render.
 */
export const admonitionTypes = ['note', 'tip', 'caution', 'danger', 'deprecation'] as const;
export type AdmonitionType = (typeof admonitionTypes)[number];

export const alertTypes = [...admonitionTypes, 'default', 'warning', 'destructive'] as const;
export type AlertType = (typeof alertTypes)[number];

/** The types each call-out component of the guides accepts, by component name. */
export const calloutTypes: Record<string, readonly string[]> = {
  Admonition: admonitionTypes,
  Alert: alertTypes,
};
