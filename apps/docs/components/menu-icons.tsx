import type { MenuIconName } from '@/data/menu-icon-names';
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
  VectorIcon,
  ZapIcon,
} from './icons';

const icons: Record<MenuIconName, IconComponent> = {
  'getting-started': RocketIcon,
  database: DatabaseIcon,
  auth: KeyIcon,
  storage: HardDriveIcon,
  realtime: RadioIcon,
  'edge-functions': ZapIcon,
  ai: VectorIcon,
  cli: TerminalIcon,
  'rest-api': BracesIcon,
  platform: ServerIcon,
  resources: BookOpenIcon,
};

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
