import { join } from 'node:path';
import { diagramFiles } from '@/build/diagram-files.mjs';
import { DIAGRAMS_FOLDER } from '@/build/mermaid-diagrams.mjs';

/*
 * Every drawn diagram as an SVG file at its own size (/diagrams/<key>-light.svg and -dark.svg), written to
 * out/ at build time: the "Open full size" link of a diagram box (components/mdx/mermaid.tsx) opens it.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

const files = () => diagramFiles(join(process.cwd(), DIAGRAMS_FOLDER));

export function generateStaticParams(): { file: string }[] {
  return files().map(({ file }) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const drawing = files().find((candidate) => candidate.file === file);
  if (!drawing) return new Response('Not found\n', { status: 404 });
  return new Response(drawing.svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}
