import { pageSqlFor, pageSqlSegments, runnableGuides } from '@/lib/run-sql/page-sql-files';

/*
 * A guide's SQL for the reader's "Run", written to out/ at build: the stand-in, the guides it builds on and its
 * blocks, decided as the CI decides them (lib/run-sql/page-setup.ts). Fetched only on a page's first run.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

interface PageSqlParams {
  params: Promise<{ page: string[] }>;
}

export function generateStaticParams(): { page: string[] }[] {
  return runnableGuides().map((guide) => ({ page: pageSqlSegments(guide.path) }));
}

export async function GET(_request: Request, { params }: PageSqlParams): Promise<Response> {
  const { page } = await params;
  const sql = pageSqlFor(page);
  if (!sql) return new Response('Not found\n', { status: 404 });
  return Response.json(sql);
}
