import { CallText, ReferenceMenu, TitleNote } from '@/components/reference';
import { findJsMethod, jsReferenceGroups } from '@/data/js-reference';
import { methodLabel } from '@/lib/js-reference/signature';

/**
 * Every method, by group, as the reference menu's links; rendered only on the server, inside <JsStaticMenu>.
 * A label wraps after `.` and `(`, and a qualifier (`select() after a write`) follows in the text face.
 */
export function JsMenu() {
  const groups = jsReferenceGroups.map((group) => ({
    id: group.id,
    title: group.title,
    entries: group.entries.map((entry) => {
      const method = findJsMethod(entry.id);
      const label = method ? methodLabel(method, undefined) : entry.id;
      return {
        id: entry.id,
        depth: 0,
        label: (
          <>
            <CallText text={label} />
            {entry.qualifier ? (
              <>
                {' '}
                <TitleNote text={entry.qualifier} />
              </>
            ) : null}
          </>
        ),
      };
    }),
  }));
  return <ReferenceMenu label="supabase-js methods" groups={groups} />;
}
