import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { type AlertType, alertTypes } from '@/lib/mdx/callout-types';
import {
  ArchiveXIcon,
  CircleAlertIcon,
  type IconComponent,
  InfoIcon,
  LightbulbIcon,
  OctagonAlertIcon,
  TriangleAlertIcon,
} from '../icons';
import { AlertClose } from './alert-close';

export { alertTypes };

type TypeInfo = { icon: IconComponent; name: string; role: 'note' | 'alert' };

/*
 * Roles: an alert in a guide is part of the page from the first paint, so it is a `note` (a labelled aside that
 * screen readers do not interrupt the reader with), even when it warns about danger. Only `destructive` gets
 * role="alert": it is the type the interactive widgets render when something has just failed (a fetch, a
 * copy), and that news should be announced at once.
 */
const typeInfo: Record<AlertType, TypeInfo> = {
  note: { icon: InfoIcon, name: 'Note', role: 'note' },
  tip: { icon: LightbulbIcon, name: 'Tip', role: 'note' },
  caution: { icon: TriangleAlertIcon, name: 'Caution', role: 'note' },
  danger: { icon: OctagonAlertIcon, name: 'Danger', role: 'note' },
  deprecation: { icon: ArchiveXIcon, name: 'Deprecated', role: 'note' },
  default: { icon: InfoIcon, name: 'Information', role: 'note' },
  warning: { icon: TriangleAlertIcon, name: 'Warning', role: 'note' },
  destructive: { icon: CircleAlertIcon, name: 'Error', role: 'alert' },
};

const alertVariants = cva(
  'flex gap-3 rounded-lg border px-4 py-3 text-sm text-foreground [&_a]:underline [&_a]:underline-offset-2',
  {
    variants: {
      type: {
        note: 'border-info-border bg-info-bg [&>svg]:text-info',
        tip: 'border-tip-border bg-tip-bg [&>svg]:text-primary',
        caution: 'border-warning-border bg-warning-bg [&>svg]:text-warning',
        danger: 'border-danger-border bg-danger-bg [&>svg]:text-destructive',
        deprecation: 'border-border bg-muted [&>svg]:text-muted-foreground',
        default: 'border-border bg-card [&>svg]:text-foreground',
        warning: 'border-warning-border bg-warning-bg [&>svg]:text-warning',
        destructive: 'border-danger-border bg-danger-bg [&>svg]:text-destructive',
      },
    },
    defaultVariants: { type: 'default' },
  },
);

export type AlertProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  type?: AlertType;
  title?: React.ReactNode;
  /** Alias of `title`, kept so content written either way renders the same. */
  label?: React.ReactNode;
  description?: React.ReactNode;
  /** Adds a "Dismiss" button; the alert then stays until the reader presses it. */
  closable?: boolean;
};

export function Alert({
  type = 'default',
  title,
  label,
  description,
  closable = false,
  className,
  children,
  ...props
}: AlertProps) {
  const { icon: Icon, name, role } = typeInfo[type];
  const heading = title ?? label;
  const box = (
    <div
      role={role}
      data-slot="alert"
      data-type={type}
      className={cn(alertVariants({ type }), closable && 'pr-10', className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        <p data-slot="alert-title" className={cn('font-semibold', !heading && 'sr-only')}>
          <span className="sr-only">{heading ? `${name}: ` : name}</span>
          {heading}
        </p>
        {description ? <div>{description}</div> : null}
        {children ? <div className="[&>p:first-child]:mt-0 [&>p:last-child]:mb-0">{children}</div> : null}
      </div>
    </div>
  );
  return closable ? <AlertClose>{box}</AlertClose> : box;
}
