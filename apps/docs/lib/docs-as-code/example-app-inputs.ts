import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/*
 * What a framework app built from the guides' example files depends on, as one hash: the build helpers skip the
 * build when it matches the last one's.
 */

const require = createRequire(import.meta.url);

export interface ExampleAppInputs {
  /** The examples folder the sources are relative to. */
  examples: string;
  /** Project path → example file it is copied from. */
  sources: Record<string, string>;
  /** Project path → text of a file the test writes itself. */
  generated: Record<string, string>;
  /** Packages bundled into the build, so a new version means a new build. */
  packages: string[];
}

const packageVersion = (name: string) =>
  (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;

export function exampleAppInputsHash({ examples, sources, generated, packages }: ExampleAppInputs): string {
  const hash = createHash('sha256');
  for (const [target, source] of Object.entries(sources))
    hash.update(target).update(readFileSync(join(examples, source)));
  for (const [target, text] of Object.entries(generated)) hash.update(target).update(text);
  for (const name of packages) hash.update(`${name}@${packageVersion(name)}`);
  return hash.digest('hex');
}
