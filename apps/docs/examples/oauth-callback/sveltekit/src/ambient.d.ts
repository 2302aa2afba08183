// What `svelte-kit sync` generates in .svelte-kit/ambient.d.ts for this example's variables, so the docs
// type-check the route without a SvelteKit project around it. A real project has this already: don't copy it.
declare module '$env/dynamic/public' {
  export const env: {
    PUBLIC_SUPABASE_URL?: string;
    PUBLIC_SUPABASE_ANON_KEY?: string;
    [key: `PUBLIC_${string}`]: string | undefined;
  };
}
