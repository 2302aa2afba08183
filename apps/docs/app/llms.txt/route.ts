import { llmsIndex } from '@/lib/markdown/site-pages';

// Written to out/llms.txt at build time.
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(llmsIndex(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
