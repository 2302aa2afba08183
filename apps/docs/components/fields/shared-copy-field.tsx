import type { ComponentProps } from 'react';
import { CopyField as LazyCopyField } from '@/components/mdx/lazy-widgets';
import { NoScriptValue } from '@/components/mdx/no-script';
import { sharedDataText } from '@/lib/shared-data';

type CopyFieldProps = Omit<ComponentProps<typeof LazyCopyField>, 'value'> &
  ({ value: string; sharedPath?: never } | { sharedPath: string; value?: never });

/**
 * The copy field as MDX uses it: the value is written out, or named by a shared-data path
 * (`<CopyField label="Local API URL" sharedPath="local.apiUrl" />`) so a platform fact is not copied into a page.
 * The lookup runs at build time; only the field itself is client code, loaded on demand. With JavaScript off the
 * value shows as text.
 */
export function CopyField({ sharedPath, value, ...props }: CopyFieldProps) {
  const text = sharedPath ? sharedDataText(sharedPath) : (value ?? '');
  return (
    <>
      <NoScriptValue label={props.label} value={text} />
      <LazyCopyField {...props} value={text} />
    </>
  );
}
