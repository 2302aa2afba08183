import type { ComponentProps } from 'react';
import { sharedDataText } from '@/lib/shared-data';
import { CopyField as LazyCopyField } from './lazy-widgets';

type CopyFieldProps = Omit<ComponentProps<typeof LazyCopyField>, 'value'> &
  ({ value: string; sharedPath?: never } | { sharedPath: string; value?: never });

/**
 * The copy field as MDX uses it: the value is written out, or named by a shared-data path
 * (`<CopyField label="Local API URL" sharedPath="local.apiUrl" />`) so a platform fact is not copied into a page.
 * The lookup runs at build time; only the field itself is client code, loaded on demand.
 */
export function CopyField({ sharedPath, value, ...props }: CopyFieldProps) {
  return <LazyCopyField {...props} value={sharedPath ? sharedDataText(sharedPath) : (value ?? '')} />;
}
