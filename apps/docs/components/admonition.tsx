import type * as React from 'react';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/lib/cn';

type AdmonitionType = 'note' | 'tip' | 'caution' | 'danger' | 'deprecation';

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
  return (
    <Alert type={type} title={label ?? title} className={cn('my-6', className)}>
      {children}
    </Alert>
  );
}
