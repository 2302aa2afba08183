import { InlineProse, ReferenceSection } from '@/components/reference';
import { findJsMethod, type JsEntry } from '@/data/js-reference';
import { methodGuides } from '@/lib/js-reference/method-guides';
import { callPath } from '@/lib/js-reference/signature';
import { JsMethodDetails } from './js-method-details';

/** One method on the reference page: its section with the call path as title and the summary. */
export function JsMethodSection({ entry }: { entry: JsEntry }) {
  const method = findJsMethod(entry.id);
  if (!method)
    throw new Error(`data/js-reference has an entry for ${entry.id}, which supabase-js does not declare`);
  return (
    <ReferenceSection
      id={method.id}
      title={`${callPath(method)}()`}
      titleNote={entry.qualifier}
      titleClassName="[overflow-wrap:anywhere]"
      summary={<InlineProse text={entry.summary} />}
    >
      <JsMethodDetails method={method} entry={entry} guides={methodGuides(method.id)} subheading="h4" />
    </ReferenceSection>
  );
}
