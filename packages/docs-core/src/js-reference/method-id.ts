/**
 * A method name as the reference's ids write it: `maybeSingle` → `maybe-single`, `regexIMatch` →
 * `regex-i-match`, `signInWithOAuth` → `sign-in-with-oauth`. The same rule as build/js-api.mjs's `kebabCase`
 * (a test compares them on every method), kept here so browser code does not import the build module.
 */
export function methodKebab(name: string): string {
  return name
    .replace(/OAuth/g, 'Oauth')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
