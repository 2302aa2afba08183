// Warnings for a build whose environment leaves deployment addresses unset (see site.config.ts). Printed
// by next.config.mjs; a warning, not an error, because local and CI builds rightly leave them unset.

/**
 * The messages for `env` (process.env); empty when the deployment is fully configured.
 * @param {Record<string, string | undefined>} env
 */
export function configWarnings(env) {
  /** @type {string[]} */
  const warnings = [];
  if (!env.NEXT_PUBLIC_SITE_URL) {
    warnings.push(
      'NEXT_PUBLIC_SITE_URL is not set: canonical links, the sitemap and preview images point at http://localhost:3000. Set it to the public origin when deploying.',
    );
  }
  if (!env.NEXT_PUBLIC_DOCS_REPO_URL) {
    warnings.push(
      'NEXT_PUBLIC_DOCS_REPO_URL is not set: guides have no "Edit this page" link. Set it to the docs repository (https://github.com/<owner>/<repo>) when deploying.',
    );
  }
  return warnings;
}

/**
 * Prints the warnings once per build, although Next.js loads its config in more than one process.
 * @param {Record<string, string | undefined>} [env]
 */
export function printConfigWarnings(env = process.env) {
  if (env.DOCS_CONFIG_WARNED) return;
  env.DOCS_CONFIG_WARNED = '1';
  for (const warning of configWarnings(env)) console.warn(`⚠ ${warning}`);
}
