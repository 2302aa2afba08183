import type { MenuIconName } from './menu-icon-names';

export interface HomeSection {
  title: string;
  description: string;
  href: string;
  icon: MenuIconName;
}

/** Cards on the docs home page, in the order of the guides navigation. */
export const homeSections: HomeSection[] = [
  {
    title: 'Getting started',
    description: 'Create a project and make your first request in a few minutes.',
    href: '/guides/getting-started/',
    icon: 'getting-started',
  },
  {
    title: 'Database',
    description: 'A full Postgres database with tables, policies, extensions and backups.',
    href: '/guides/database/',
    icon: 'database',
  },
  {
    title: 'Auth',
    description: 'Sign users in with email, phone or social providers and protect their data.',
    href: '/guides/auth/',
    icon: 'auth',
  },
  {
    title: 'Storage',
    description: 'Store and serve files with access rules written as Postgres policies.',
    href: '/guides/storage/',
    icon: 'storage',
  },
  {
    title: 'Realtime',
    description: 'Listen to database changes, broadcast messages and track presence.',
    href: '/guides/realtime/',
    icon: 'realtime',
  },
  {
    title: 'Edge Functions',
    description: 'Run TypeScript on the edge, close to your users.',
    href: '/guides/functions/',
    icon: 'edge-functions',
  },
  {
    title: 'AI and vectors',
    description: 'Store embeddings, search by meaning and mix it with full-text search, under your policies.',
    href: '/guides/ai/',
    icon: 'ai',
  },
  {
    title: 'Local development & CLI',
    description: 'Run the whole stack on your machine and ship changes with migrations.',
    href: '/guides/local-development/',
    icon: 'cli',
  },
  {
    title: 'REST API',
    description: 'Query your tables over HTTP, and translate SQL into REST requests.',
    href: '/guides/api/',
    icon: 'rest-api',
  },
  {
    title: 'Platform',
    description: 'Compute, disks, regions, limits and going to production.',
    href: '/guides/platform/',
    icon: 'platform',
  },
  {
    title: 'Resources',
    description: 'A glossary of platform terms, migration advice and where to get help.',
    href: '/guides/resources/',
    icon: 'resources',
  },
];
