import type { CSSProperties } from 'react';
import { InlineProse, ReferenceSection } from '@/components/reference';
import { findJsMethod, type JsEntry } from '@/data/js-reference';
import { methodGuides } from '@/lib/js-reference/method-guides';
import { estimateJsSectionHeight } from '@/lib/js-reference/section-height';
import { callPath } from '@/lib/js-reference/signature';
import { JsMethodDetails } from './js-method-details';

/** One method on the reference page: its section with the call path as title and the summary. */
export function JsMethodSection({ entry }: { entry: JsEntry }) {
  const method = findJsMethod(entry.id);
  if (!method)
    throw new Error(`data/js-reference has an entry for ${entry.id}, which supabase-js does not declare`);
  const guides = methodGuides(method.id);
  // The stand-in height while the browser skips the section (app/navigation.css, lib/js-reference/section-height).
  const guideTitles = guides.map((guide) => guide.title);
  const standIn = { '--section-h': `${estimateJsSectionHeight(method, entry, { guideTitles })}px` };
  return (
    <ReferenceSection
      id={method.id}
      title={`${callPath(method)}()`}
      titleNote={entry.qualifier}
      titleClassName="[overflow-wrap:anywhere]"
      summary={<InlineProse text={entry.summary} />}
      style={standIn as CSSProperties}
    >
      <JsMethodDetails method={method} entry={entry} guides={guides} subheading="h4" />
    </ReferenceSection>
  );
}
