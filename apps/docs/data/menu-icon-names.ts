/** The docs sections that have an icon in the navigation, in menu order (components/menu-icons.tsx draws them). */
export const menuIconNames = [
  'getting-started',
  'database',
  'auth',
  'storage',
  'realtime',
  'edge-functions',
  'ai',
  'cli',
  'rest-api',
  'platform',
  'resources',
] as const;
export type MenuIconName = (typeof menuIconNames)[number];

export function isMenuIconName(name: string): name is MenuIconName {
  return (menuIconNames as readonly string[]).includes(name);
}
