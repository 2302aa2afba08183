// The headers every answer of a function carries, the preflight's included. supabase-js sends the four
// request headers listed here with every call, so the browser's preflight asks for them.
export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info',
};
