import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names and drops falsy ones: the one class helper, in server and client components alike. It does
 * not resolve Tailwind conflicts (no tailwind-merge: its tables cost a long task on first use and kilobytes in
 * client code), so a component's optional classes never set a property its base classes set; a caller adds
 * classes, it does not override them.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
