// The `@deprecated` tags of the methods the supabase-js reference documents, read from the installed declaration
// files with the TypeScript compiler API (as build/js-api.mjs reads their signatures): per method id, the text
// of each deprecated overload and how many overloads it has.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript-api';
import { extractJsApi, JS_API_SURFACES } from './js-api.mjs';

/**
 * @typedef {object} JsDeprecation
 * @property {number} overloads How many overloads the method has.
 * @property {string[]} deprecated The `@deprecated` text of each deprecated overload ('' when it has none).
 */

/**
 * The members of one class or interface that carry JSDoc, by name, in declaration order.
 * @param {ts.SourceFile} sourceFile
 * @param {string} name
 */
function membersOf(sourceFile, name) {
  /** @type {Map<string, ts.Node[]>} */
  const members = new Map();
  /** @param {ts.Node} node */
  const visit = (node) => {
    if ((ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node)) && node.name?.text === name) {
      for (const member of node.members) {
        const key =
          member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))
            ? member.name.text
            : null;
        if (key) members.set(key, [...(members.get(key) ?? []), member]);
      }
    } else ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return members;
}

/** @param {ts.Node} member */
function deprecationOf(member) {
  const tag = ts.getJSDocDeprecatedTag(member);
  if (!tag) return null;
  return (typeof tag.comment === 'string' ? tag.comment : (ts.getTextOfJSDocComment(tag.comment) ?? ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * @param {string} [from] A file path to resolve packages from (default: this module).
 * @returns {Map<string, JsDeprecation>} method id → its deprecations
 */
export function extractJsDeprecations(from = import.meta.url) {
  const require = createRequire(from);
  const api = extractJsApi(from);
  /** @type {Map<string, Map<string, ts.Node[]>>} surface name → members */
  const surfaces = new Map();
  for (const surface of JS_API_SURFACES) {
    const path = join(dirname(require.resolve(`${surface.pkg}/package.json`)), surface.file);
    const sourceFile = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    surfaces.set(surface.name, membersOf(sourceFile, surface.name));
  }
  /** @type {Map<string, JsDeprecation>} */
  const result = new Map();
  for (const method of api.methods) {
    const members = surfaces.get(method.surface)?.get(method.name) ?? [];
    const deprecated = members.map(deprecationOf).filter((text) => text !== null);
    result.set(method.id, { overloads: method.signatures.length, deprecated });
  }
  return result;
}
