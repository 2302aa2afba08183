import { ReferenceMenu } from '@/components/reference';
import { findJsMethod, jsReferenceGroups } from '@/data/js-reference';
import { methodLabel } from '@/lib/js-reference/signature';

/** Every method, by group, as the reference menu's links; rendered only on the server, inside <JsStaticMenu>. */
export function JsMenu() {
  const groups = jsReferenceGroups.map((group) => ({
    id: group.id,
    title: group.title,
    entries: group.entries.map((entry) => {
      const method = findJsMethod(entry.id);
      return { id: entry.id, depth: 0, label: method ? methodLabel(method) : entry.id };
    }),
  }));
  return <ReferenceMenu label="supabase-js methods" groups={groups} />;
}
