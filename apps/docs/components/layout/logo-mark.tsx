import type { ComponentProps } from 'react';

/**
 * The site's mark: three layers stepping up and to the right, on a rounded square in the brand green. The
 * same drawing is the favicon (app/icon.svg, with fixed colours); here it follows the theme's tokens.
 * Decorative: the link around it carries the name.
 */
export function LogoMark({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      data-slot="logo-mark"
      className={className}
      {...props}
    >
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <g className="fill-primary-foreground">
        <rect x="6" y="19.5" width="14" height="5" rx="2.5" />
        <rect x="9" y="13.5" width="14" height="5" rx="2.5" opacity="0.8" />
        <rect x="12" y="7.5" width="14" height="5" rx="2.5" opacity="0.6" />
      </g>
    </svg>
  );
}
