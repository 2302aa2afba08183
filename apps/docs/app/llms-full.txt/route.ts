import { llmsFull } from '@/lib/markdown/site-pages';

// Written to out/llms-full.txt at build time.
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(llmsFull(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
