/** The guide section on calling database functions through /rpc. */
export const RPC_DOCS_URL = '/guides/api/#calling-functions';

const LINK = 'text-primary underline underline-offset-2';

/** Where to report SQL the translator refuses, and the way out for queries PostgREST cannot express. */
export function TranslatorLinks({ repoUrl }: { repoUrl: string }) {
  return (
    <p className="mt-6 text-sm text-muted-foreground">
      Found SQL that PostgREST supports but the translator refuses?{' '}
      <a href={repoUrl} className={LINK}>
        Report it in the community repository
      </a>
      . For queries PostgREST cannot express, write a database function and{' '}
      <a href={RPC_DOCS_URL} className={LINK}>
        call it through the RPC endpoint
      </a>
      .
    </p>
  );
}
