import { markdownTwinPath } from '@/lib/markdown/site-markdown';
import { markdownPageForTwin, markdownPages } from '@/lib/markdown/site-pages';

/*
 * The Markdown twin of every page (lib/markdown/site-markdown.ts has the address rule), written to out/ at
 * build time: /guides/auth.md, /reference/cli.md, /index.md. Static segments of other routes take precedence,
 * so this catch-all only answers the addresses listed below; anything else is the 404 page.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

interface TwinParams {
  params: Promise<{ markdown: string[] }>;
}

export function generateStaticParams(): { markdown: string[] }[] {
  return markdownPages().map((page) => ({ markdown: markdownTwinPath(page.path).slice(1).split('/') }));
}

export async function GET(_request: Request, { params }: TwinParams): Promise<Response> {
  const { markdown } = await params;
  const page = markdownPageForTwin(`/${markdown.join('/')}`);
  if (!page) return new Response('Not found\n', { status: 404 });
  return new Response(page.markdown(), { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
}
