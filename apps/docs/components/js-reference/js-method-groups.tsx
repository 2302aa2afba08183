import { CliProse } from '@/components/cli-reference/cli-prose';
import { jsReferenceGroups } from '@/data/js-reference';
import { JsMethodSection } from './js-method-section';

/**
 * Every method of the reference, group by group. Rendered only on the server, inside <JsStaticSections>: the
 * browser keeps this HTML and never receives it a second time as component data. `data-cli-group` lets the
 * CLI reference's "On this page" column (cli-page-toc) read the outline the same way.
 */
export function JsMethodGroups() {
  return jsReferenceGroups.map((group) => (
    <div key={group.id} data-cli-group={group.id} className="mt-14">
      <h2 id={group.id} className="mb-3 text-2xl font-semibold">
        {group.title}
      </h2>
      <CliProse text={group.intro} className="text-muted-foreground" />
      {group.entries.map((entry) => (
        <JsMethodSection key={entry.id} entry={entry} />
      ))}
    </div>
  ));
}
