/*
 * The fixed copy of the Apple client secret generator, read by the widget and by the Markdown twin
 * (lib/markdown/auth-handlers.ts). One module per generator, so neither widget's chunk carries the other's text.
 */

export const APPLE_GENERATOR_TEXT = {
  title: 'Apple client secret generator',
  privacy: 'Runs in your browser: the key file is read here and never uploaded or stored.',
} as const;
