const allowed = new Set(['https://app.example.com', 'http://localhost:3000']);

/** The CORS headers for this request: the origin is echoed only when it is one of ours. */
export function corsHeadersFor(request: Request): Record<string, string> {
  const origin = request.headers.get('Origin') ?? '';
  return {
    ...(allowed.has(origin) ? { 'Access-Control-Allow-Origin': origin } : {}),
    'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    Vary: 'Origin',
  };
}
