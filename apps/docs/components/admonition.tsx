import type * as React from 'react';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/lib/cn';
import { type AdmonitionType, admonitionTypes } from '@/lib/mdx/callout-types';

export type AdmonitionProps = {
  type?: AdmonitionType;
  /** Heading shown above the body; `title` is accepted as the same thing. */
  label?: React.ReactNode;
  title?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
};

/** The call-out box guides use in MDX: an Alert limited to the five documentation types. */
export function Admonition({ type = 'note', label, title, className, children }: AdmonitionProps) {
  // MDX passes whatever the page wrote; the compile step rejects a wrong literal with the page and line, and
  // this names the allowed values for anything that reaches here another way.
  if (!(admonitionTypes as readonly string[]).includes(type)) {
    throw new Error(`<Admonition type="${type}">: type must be one of ${admonitionTypes.join(', ')}`);
  }
  return (
    <Alert type={type} title={label ?? title} className={cn('my-6', className)}>
      {children}
    </Alert>
  );
}
