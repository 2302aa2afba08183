const stripeKey = Deno.env.get('STRIPE_SECRET_KEY');

Deno.serve(() => {
  if (!stripeKey) {
    // Fail with a clear message rather than sending an empty key to the provider.
    return Response.json({ error: 'STRIPE_SECRET_KEY is not set for this function.' }, { status: 500 });
  }
  return Response.json({ configured: true });
});
