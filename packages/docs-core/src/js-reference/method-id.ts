/**
 * A method name as the reference's ids write it: `maybeSingle` → `maybe-single`, `regexIMatch` →
 * `regex-i-match`, `signInWithOAuth` → `sign-in-with-oauth`. The same rule as `kebabCase` in the site's
 * apps/docs/build/js-api.mjs, which writes the ids (apps/docs/lib/mdx/remark-js-mentions.test.ts compares the
 * two on every method); kept here so browser code and the MCP server do not import the build module.
 */
export function methodKebab(name: string): string {
  return name
    .replace(/OAuth/g, 'Oauth')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
