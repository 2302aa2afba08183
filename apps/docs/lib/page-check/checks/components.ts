import {
  type ComponentSchema,
  componentSchema,
  componentSchemas,
  type PropSchema,
} from '@/lib/mdx/component-schemas';
import { didYouMean } from '../edit-distance';
import { bracedLiteral, jsxElements, namedAttributes, stringValue } from '../jsx-elements';
import { parseMdxPage } from '../mdx-tree';
import type { PageCheck, PageProblem } from '../problem';

/*
 * Every JSX element of a page against the component schemas (lib/mdx/component-schemas.ts): a name no
 * component has, a prop the component does not take, a value outside the accepted set, a required prop left
 * out, and a page MDX cannot parse at all. Lower-case names are HTML elements and pass.
 */

const component = (name: string) => `<${name}>`;

function quoted(values: readonly string[]): string {
  return values.map((value) => `"${value}"`).join(', ');
}

/** Several strings in braces, for a text prop that takes them. */
const isStringList = (prop: PropSchema, value: unknown) =>
  prop.list === true && Array.isArray(value) && value.every((item) => typeof item === 'string');

function checkProps(
  name: string,
  schema: ComponentSchema,
  element: ReturnType<typeof jsxElements>[number],
  at: (node: { position?: { start: { line: number; column: number } } }) => Omit<PageProblem, 'message'>,
): PageProblem[] {
  const problems: PageProblem[] = [];
  const given = namedAttributes(element);
  const known = Object.keys(schema.props);
  for (const attribute of given) {
    const prop = schema.props[attribute.name];
    if (!prop) {
      const takes =
        known.length === 0 ? 'takes no props' : `takes ${known.map((key) => `\`${key}\``).join(', ')}`;
      problems.push({
        ...at(attribute),
        message: `<${name}> has no prop \`${attribute.name}\`${didYouMean(attribute.name, known)}; it ${takes}`,
      });
      continue;
    }
    // A literal in braces is checked as what it holds: `group={"runtime"}` like `group="runtime"`.
    const braced = bracedLiteral(attribute);
    const value =
      stringValue(attribute) ?? (braced.found && typeof braced.value === 'string' ? braced.value : undefined);
    if (
      prop.kind === 'boolean' &&
      (value !== undefined || (braced.found && typeof braced.value !== 'boolean'))
    ) {
      problems.push({
        ...at(attribute),
        message: `<${name} ${attribute.name}> is a flag: write \`${attribute.name}\` or \`${attribute.name}={false}\`, not ${value !== undefined ? 'a string' : JSON.stringify(braced.found ? braced.value : null)}`,
      });
    } else if (
      prop.kind === 'text' &&
      braced.found &&
      typeof braced.value !== 'string' &&
      !isStringList(prop, braced.value)
    ) {
      problems.push({
        ...at(attribute),
        message: `<${name} ${attribute.name}> takes text: write ${attribute.name}="…", not ${JSON.stringify(braced.value)}`,
      });
    } else if (prop.values && value !== undefined && !prop.values.includes(value)) {
      problems.push({
        ...at(attribute),
        message: `<${name} ${attribute.name}="${value}"> is not accepted${didYouMean(value, prop.values, (v) => `"${v}"`)}; use one of ${quoted(prop.values)}`,
      });
    } else if (value !== undefined && prop.refuse?.(value)) {
      problems.push({
        ...at(attribute),
        message: `<${name} ${attribute.name}="${value}">: ${prop.refuse(value)}`,
      });
    } else if (prop.kind === 'text' && attribute.value === null) {
      problems.push({
        ...at(attribute),
        message: `<${name} ${attribute.name}> needs a value: ${attribute.name}="…"`,
      });
    }
  }
  const names = new Set(given.map((attribute) => attribute.name));
  const spread = element.attributes.some((attribute) => attribute.type !== 'mdxJsxAttribute');
  for (const [prop, spec] of Object.entries(schema.props)) {
    if (!spec.required || names.has(prop) || spread) continue;
    // CopyField takes either its value or a shared-data path.
    if (name === 'CopyField') continue;
    problems.push({ ...at(element), message: `<${name}> needs \`${prop}\`: ${spec.about}` });
  }
  if (name === 'CopyField' && !spread && names.has('value') === names.has('sharedPath'))
    problems.push({ ...at(element), message: '<CopyField> needs exactly one of `value` and `sharedPath`' });
  return problems;
}

export const checkComponents: PageCheck = async ({ file, source }) => {
  const parsed = parseMdxPage(source);
  if (!parsed.ok)
    return [
      {
        file,
        line: parsed.line,
        column: parsed.column,
        message: `MDX cannot read the page: ${parsed.reason}`,
      },
    ];
  const at = (node: { position?: { start: { line: number; column: number } } }) => ({
    file,
    line: node.position?.start.line ?? 1,
    column: node.position?.start.column ?? 1,
  });
  const problems: PageProblem[] = [];
  for (const element of jsxElements(parsed.tree)) {
    const name = element.name;
    // A fragment (`<>`) or an HTML element (`<div>`) is not a component.
    if (!name || /^[a-z]/.test(name)) continue;
    const schema = componentSchema(name);
    if (!schema) {
      problems.push({
        ...at(element),
        message: `unknown component <${name}>${didYouMean(name, Object.keys(componentSchemas), component)}; the components are listed in CONTRIBUTING.md`,
      });
      continue;
    }
    problems.push(...checkProps(name, schema, element, at));
  }
  return problems;
};
