import { siteConfig } from '@/site.config';

/** The site's title, as the browser tab and llms.txt show it. */
export const siteTitle = `${siteConfig.brand} Docs`;

/** One line about the whole site: the default meta description and the summary of llms.txt. */
export const siteDescription = `Guides and reference for building with ${siteConfig.brand}: database, auth, storage, realtime and edge functions.`;

/** The home page's heading and the paragraph under it (the page and its Markdown twin). */
export const homeTitle = `${siteConfig.brand} documentation`;
export const homeIntro =
  'Everything you need to build on a Postgres database with authentication, file storage, realtime updates and edge functions, from your first project to production.';
