import type { CSSProperties, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SPY_TARGET_ATTRIBUTE } from '@/lib/reference/scroll-spy';
import { CallText } from './call-text';
import { TitleNote } from './title-note';

/**
 * One entry on a reference page: `<section id="{entry id}">` with an anchored h3 title and its summary, the
 * block the scroll-spy watches, then the entry's details. The title wraps only after `.` and `(`
 * (<CallText>); `titleNote` follows it in the text face (`after a write`), where two entries would otherwise
 * share a title. `data` carries the section's own data attributes.
 */
export function ReferenceSection({
  id,
  title,
  titleClassName,
  titleNote,
  badge,
  summary,
  data,
  style,
  children,
}: {
  id: string;
  title: string;
  titleClassName?: string;
  titleNote?: string;
  /** Shown after the title (the CLI's experimental badge). */
  badge?: ReactNode;
  summary: ReactNode;
  data?: Record<`data-${string}`, string | boolean | undefined>;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  const fullTitle = titleNote ? `${title} ${titleNote}` : title;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      {...data}
      className="border-t border-border pt-6 pb-4"
      style={style}
    >
      <div {...{ [SPY_TARGET_ATTRIBUTE]: '' }}>
        <div className="group flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 id={headingId} className={cn('font-mono text-xl font-semibold', titleClassName)}>
            <CallText text={title} />
            {titleNote ? (
              <>
                {' '}
                <TitleNote text={titleNote} />
              </>
            ) : null}
          </h3>
          {badge}
          {/* biome-ignore lint/a11y/useAnchorContent: named by aria-label; the icon is the class's ::before (app/components.css) */}
          <a href={`#${id}`} className="heading-anchor" aria-label={`Link to ${fullTitle}`} />
        </div>
        <p className="mt-1 text-muted-foreground">{summary}</p>
      </div>
      {children}
    </section>
  );
}
