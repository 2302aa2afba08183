import { ReferenceGroup } from '@/components/reference';
import { jsReferenceGroups } from '@/data/js-reference';
import { JsMethodSection } from './js-method-section';

/**
 * Every method of the reference, group by group. Rendered only on the server, inside <JsStaticSections>: the
 * browser keeps this HTML and never receives it a second time as component data.
 */
export function JsMethodGroups() {
  return jsReferenceGroups.map((group) => (
    <ReferenceGroup key={group.id} id={group.id} title={group.title} intro={group.intro}>
      {group.entries.map((entry) => (
        <JsMethodSection key={entry.id} entry={entry} />
      ))}
    </ReferenceGroup>
  ));
}
