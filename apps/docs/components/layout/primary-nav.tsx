import {
  AREA_ATTRIBUTE,
  primaryNavScript,
  REFERENCE_AREAS,
  REFERENCE_ATTRIBUTE,
  SITE_AREAS,
} from '@/lib/layout/site-areas';
import { InlineScript } from './inline-script';

const LINK =
  'rounded-md px-1.5 py-1.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground aria-[current]:bg-muted aria-[current]:font-medium aria-[current]:text-foreground sm:px-3';

/**
 * The header's area links; the area the reader is in carries `aria-current` and a visible mark. In a reference,
 * the reference's own name follows "Reference" (`Reference / CLI`), so the reader sees which one they are in. The
 * header is the same HTML on every page, so an inline script right after it marks the links for this page
 * (lib/layout/site-areas.ts), before the first paint and with no client code.
 */
export function PrimaryNav() {
  return (
    <>
      <nav aria-label="Primary" className="flex min-w-0 items-center gap-0.5 sm:gap-1">
        {SITE_AREAS.map((area) => (
          <a
            key={area.href}
            href={area.href}
            className={LINK}
            suppressHydrationWarning
            {...{ [AREA_ATTRIBUTE]: area.prefix }}
          >
            {area.label}
          </a>
        ))}
        {REFERENCE_AREAS.map((reference) => (
          <span
            key={reference.href}
            hidden
            suppressHydrationWarning
            className="items-center gap-1 [&:not([hidden])]:inline-flex"
            {...{ [REFERENCE_ATTRIBUTE]: '' }}
          >
            {/* On a phone the reference's marked name is enough; the slash would push the header's buttons. */}
            <span aria-hidden="true" className="text-muted-foreground max-sm:hidden">
              /
            </span>
            <a
              href={reference.href}
              className={LINK}
              suppressHydrationWarning
              {...{ [AREA_ATTRIBUTE]: reference.href }}
            >
              <span className="sm:hidden">{reference.shortLabel}</span>
              <span className="max-sm:hidden">{reference.label}</span>
            </a>
          </span>
        ))}
      </nav>
      <InlineScript code={primaryNavScript} />
    </>
  );
}
