import { cn } from '@/lib/cn';
import {
  BookOpenIcon,
  BracesIcon,
  DatabaseIcon,
  HardDriveIcon,
  type IconComponent,
  KeyIcon,
  RadioIcon,
  RocketIcon,
  ServerIcon,
  TerminalIcon,
  ZapIcon,
} from './icons';

/** The docs sections that have an icon in the navigation, in menu order. */
export const menuIconNames = [
  'getting-started',
  'database',
  'auth',
  'storage',
  'realtime',
  'edge-functions',
  'cli',
  'rest-api',
  'platform',
  'resources',
] as const;
export type MenuIconName = (typeof menuIconNames)[number];

const icons: Record<MenuIconName, IconComponent> = {
  'getting-started': RocketIcon,
  database: DatabaseIcon,
  auth: KeyIcon,
  storage: HardDriveIcon,
  realtime: RadioIcon,
  'edge-functions': ZapIcon,
  cli: TerminalIcon,
  'rest-api': BracesIcon,
  platform: ServerIcon,
  resources: BookOpenIcon,
};

export function isMenuIconName(name: string): name is MenuIconName {
  return (menuIconNames as readonly string[]).includes(name);
}

export type MenuIconProps = { name: MenuIconName; className?: string };

/** A section's icon. Decorative: the section name next to it is the accessible text. */
export function MenuIcon({ name, className }: MenuIconProps) {
  const Icon = icons[name];
  return (
    <Icon
      aria-hidden="true"
      data-slot="menu-icon"
      data-icon={name}
      className={cn('size-4 shrink-0', className)}
    />
  );
}
