import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import ts from 'typescript-api';
import type { PageCheck, PageProblem, PageSource } from '../problem';
import { SNIPPET_CONTEXT } from '../snippet-context';
import { mdxPosition, type SnippetModule, snippetModules } from '../snippet-modules';

/*
 * Type-checks the TypeScript and JavaScript fences written inline in guides against the packages installed in
 * this workspace, as a reader's project would: strict, ES modules, the DOM, Node's and Vite's globals. All pages
 * of one run share one Program; the packages' declaration files are parsed once per process and reused.
 */

// `new URL` rather than process.cwd(): the check runs from the repository root as well as from apps/docs.
const docsRoot = new URL('../../../', import.meta.url).pathname.replace(/\/$/, '');
// Outside every real folder, so no snippet file can shadow or be shadowed by a file on disk.
const virtualRoot = join(docsRoot, '.page-snippets');
const contextFile = join(virtualRoot, 'snippet-context.ts');

const options: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['vite/client'],
  jsx: ts.JsxEmit.ReactJSX,
  allowJs: true,
  checkJs: true,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  skipLibCheck: true,
};

/** Parsed declaration files of installed packages, kept across runs: parsing them is most of a run's time. */
const diskFiles = new Map<string, ts.SourceFile>();

/** `npm:@supabase/supabase-js@2` (Deno's npm specifier) → `@supabase/supabase-js`; others unchanged. */
function bareSpecifier(specifier: string): string {
  const match = /^npm:((?:@[^/@]+\/)?[^/@]+)(?:@[^/]*)?(\/.*)?$/.exec(specifier);
  return match ? `${match[1]}${match[2] ?? ''}` : specifier;
}

/** The files an <ExampleFile path="…" /> shows, under the caption the page gives them, so fences can import them. */
function exampleFiles(page: PageSource): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  for (const match of page.source.matchAll(/<ExampleFile\b([^>]*)\/>/g)) {
    const attributes = match[1] ?? '';
    const path = /\bpath="([^"]+)"/.exec(attributes)?.[1];
    if (!path || !/\.[cm]?[jt]sx?$/.test(path)) continue;
    const full = join(docsRoot, 'examples', posix.normalize(path));
    if (!full.startsWith(join(docsRoot, 'examples')) || !existsSync(full)) continue;
    const caption = /\btitle="([^"]+)"/.exec(attributes)?.[1] ?? path.split('/').slice(1).join('/');
    files.push({ path: caption, text: readFileSync(full, 'utf8') });
  }
  return files;
}

function pageFolder(page: PageSource): string {
  return join(virtualRoot, page.file.replace(/\.mdx$/, ''));
}

/** Type-checks the fences of all `pages` in one Program; problems in page order, then line order. */
export async function checkSnippetsOf(pages: PageSource[]): Promise<PageProblem[]> {
  const problems: PageProblem[] = [];
  const memory = new Map<string, string>([[contextFile, SNIPPET_CONTEXT]]);
  const checked = new Map<string, { page: PageSource; module: SnippetModule }>();
  for (const page of pages) {
    const snippets = snippetModules(page);
    problems.push(...snippets.problems);
    const folder = pageFolder(page);
    for (const example of exampleFiles(page)) memory.set(join(folder, example.path), example.text);
    for (const module of snippets.modules) {
      const path = join(folder, module.path);
      memory.set(path, module.text);
      if (module.companion)
        memory.set(join(folder, posix.dirname(module.path), module.companion.path), module.companion.text);
      checked.set(path, { page, module });
    }
  }
  if (checked.size > 0) {
    // Node's declarations are a third of a cold run's time: load them only for a run whose snippets use Node.
    const usesNode = [...memory.values()].some((text) => /\bprocess\.|\bBuffer\b|from ['"]node:/.test(text));
    problems.push(...compile(memory, checked, usesNode ? ['node', 'vite/client'] : ['vite/client']));
  }
  return problems.sort((a, b) =>
    a.file === b.file
      ? a.line - b.line || a.column - b.column
      : pages.findIndex((p) => p.file === a.file) - pages.findIndex((p) => p.file === b.file),
  );
}

function compile(
  memory: Map<string, string>,
  checked: Map<string, { page: PageSource; module: SnippetModule }>,
  types: string[],
): PageProblem[] {
  const runOptions = { ...options, types };
  const host = ts.createCompilerHost(runOptions, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.getCurrentDirectory = () => docsRoot;
  host.readFile = (file) => memory.get(file) ?? readFile(file);
  const directoryExists = host.directoryExists?.bind(host);
  host.fileExists = (file) => memory.has(file) || fileExists(file);
  // Relative imports are looked up only in folders that exist, and the pages' folders exist only here.
  const folders = new Set<string>();
  for (const file of memory.keys()) {
    for (let folder = dirname(file); folder.startsWith(virtualRoot); folder = dirname(folder))
      folders.add(folder);
  }
  host.directoryExists = (folder) => folders.has(folder) || (directoryExists?.(folder) ?? true);
  host.getSourceFile = (file, languageVersion) => {
    const text = memory.get(file);
    if (text !== undefined) return ts.createSourceFile(file, text, languageVersion, true);
    const cached = diskFiles.get(file);
    if (cached) return cached;
    const disk = readFile(file);
    if (disk === undefined) return undefined;
    const parsed = ts.createSourceFile(file, disk, languageVersion, true);
    diskFiles.set(file, parsed);
    return parsed;
  };
  host.resolveModuleNameLiterals = (literals, containingFile, _redirected, compilerOptions) =>
    literals.map((literal) =>
      ts.resolveModuleName(bareSpecifier(literal.text), containingFile, compilerOptions, host),
    );
  const program = ts.createProgram({
    rootNames: [contextFile, ...checked.keys()],
    options: runOptions,
    host,
  });
  const setup = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  const contextSource = program.getSourceFile(contextFile);
  if (contextSource) setup.push(...program.getSemanticDiagnostics(contextSource));
  if (setup.length > 0) {
    // A mistake in this checker's own set-up, not in a page: fail loudly rather than blame a guide.
    throw new Error(ts.formatDiagnostics(setup, host));
  }
  const problems: PageProblem[] = [];
  for (const [path, { page, module }] of checked) {
    const source = program.getSourceFile(path);
    if (!source) continue;
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ];
    for (const diagnostic of diagnostics) {
      const at = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const { line, column } = mdxPosition(module, at.line, at.character);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
      problems.push({ file: page.file, line, column, message: `${message} (TS${diagnostic.code})` });
    }
  }
  return problems;
}

/** One page's fences; several pages are faster through `checkSnippetsOf`, which builds one Program for all. */
export const checkSnippets: PageCheck = (page) => checkSnippetsOf([page]);
