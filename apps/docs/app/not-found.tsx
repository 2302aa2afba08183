export default function NotFound() {
  return (
    <main id="main-content" className="mx-auto max-w-2xl px-4 py-24 text-center" tabIndex={-1}>
      <p className="font-mono text-sm text-muted-foreground">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-muted-foreground">
        The page you are looking for does not exist or has moved. Try the search (Ctrl K), or start from one
        of these:
      </p>
      <ul className="mt-6 flex justify-center gap-4">
        <li>
          <a href="/" className="text-primary underline underline-offset-2">
            Docs home
          </a>
        </li>
        <li>
          <a href="/guides/" className="text-primary underline underline-offset-2">
            Guides
          </a>
        </li>
        <li>
          <a href="/reference/cli/" className="text-primary underline underline-offset-2">
            CLI reference
          </a>
        </li>
      </ul>
    </main>
  );
}
