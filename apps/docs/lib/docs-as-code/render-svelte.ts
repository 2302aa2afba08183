import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { compile } from 'svelte/compiler';
import { render } from 'svelte/server';

/**
 * A Svelte component's server-rendered body, compiled from its source by the installed Svelte (what SvelteKit
 * does for a page), with `props` as the component's props.
 */
export async function renderSvelte(path: string, props: Record<string, unknown> = {}): Promise<string> {
  const { js } = compile(readFileSync(path, 'utf8'), { generate: 'server', filename: path });
  // The compiled module imports Svelte's server runtime by package name, which a data: URL cannot resolve.
  const runtime = pathToFileURL(createRequire(import.meta.url).resolve('svelte/internal/server')).href;
  const code = js.code.replaceAll(`'svelte/internal/server'`, `'${runtime}'`);
  const module = await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`);
  return render(module.default, { props }).body;
}
