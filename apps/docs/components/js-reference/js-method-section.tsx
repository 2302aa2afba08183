import { CliInlineProse } from '@/components/cli-reference/cli-prose';
import { findJsMethod, type JsEntry } from '@/data/js-reference';
import { SPY_TARGET_ATTRIBUTE } from '@/lib/cli/scroll-spy';
import { methodGuides } from '@/lib/js-reference/method-guides';
import { callPath } from '@/lib/js-reference/signature';
import { JsMethodDetails } from './js-method-details';

/** One method on the reference page: `<section id="{method id}">` with an anchored h3 title. */
export function JsMethodSection({ entry }: { entry: JsEntry }) {
  const method = findJsMethod(entry.id);
  if (!method)
    throw new Error(`data/js-reference has an entry for ${entry.id}, which supabase-js does not declare`);
  const headingId = `${method.id}-title`;
  const title = `${callPath(method)}()`;
  return (
    <section id={method.id} aria-labelledby={headingId} className="border-t border-border pt-6 pb-4">
      <div {...{ [SPY_TARGET_ATTRIBUTE]: '' }}>
        <div className="group flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 id={headingId} className="font-mono text-xl font-semibold [overflow-wrap:anywhere]">
            {title}
          </h3>
          {/* biome-ignore lint/a11y/useAnchorContent: named by aria-label; the icon is the class's ::before (app/components.css) */}
          <a href={`#${method.id}`} className="heading-anchor" aria-label={`Link to ${title}`} />
        </div>
        <p className="mt-1 text-muted-foreground">
          <CliInlineProse text={entry.summary} />
        </p>
      </div>
      <JsMethodDetails method={method} entry={entry} guides={methodGuides(method.id)} subheading="h4" />
    </section>
  );
}
