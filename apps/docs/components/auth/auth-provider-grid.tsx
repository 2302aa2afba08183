import {
  AUTH_TYPES,
  type AuthType,
  lightLogo,
  PROVIDER_LIST_LABELS,
  providersOfType,
} from '@/data/auth/providers';

export type AuthProviderGridProps = {
  /** Only providers of this auth type; all of them when left out. */
  authType?: AuthType;
  /**
   * Shows "All / Social / Phone" above a grid of every provider. The filter is native radio buttons and CSS
   * (`:has(:checked)`), with no script: the grid stays server-rendered and the page ships no code for it.
   */
  filter?: boolean;
};

const FILTER_LABELS: Record<AuthType | 'all', string> = { all: 'All', social: 'Social', phone: 'Phone' };

// Written out in full so Tailwind finds them: with "Social" checked, phone entries hide, and the reverse.
const HIDE_WHEN_FILTERED =
  'group-has-[[value=social]:checked]/providers:data-[auth-type=phone]:hidden group-has-[[value=phone]:checked]/providers:data-[auth-type=social]:hidden';

/** The sign-in providers as a grid of links, each with its logo and name, filtered by auth type. */
export function AuthProviderGrid({ authType, filter = false }: AuthProviderGridProps) {
  if (authType !== undefined && !AUTH_TYPES.includes(authType)) {
    throw new Error(`<AuthProviderGrid authType="${authType}"> is not supported: use "social" or "phone".`);
  }
  if (filter && authType !== undefined) {
    throw new Error('<AuthProviderGrid filter> shows every provider: leave authType out.');
  }
  const providers = providersOfType(authType);
  return (
    <div data-slot="auth-provider-grid" className="group/providers not-prose my-6">
      {filter ? (
        // Controls, not content: left out of the search index, whose excerpts would read "Show All Social…".
        <fieldset className="mb-4 flex flex-wrap items-center gap-2" data-pagefind-ignore>
          <legend className="float-left mr-2 text-sm font-medium">Show</legend>
          {(['all', ...AUTH_TYPES] as const).map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-full border border-border px-3 py-1 text-sm has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring"
            >
              <input
                type="radio"
                name="auth-provider-filter"
                value={value}
                defaultChecked={value === 'all'}
                className="sr-only"
              />
              {FILTER_LABELS[value]}
            </label>
          ))}
        </fieldset>
      ) : null}
      <ul
        aria-label={PROVIDER_LIST_LABELS[authType ?? 'all']}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
      >
        {providers.map((provider) => (
          <li key={provider.slug} data-auth-type={provider.authType} className={HIDE_WHEN_FILTERED}>
            <a
              href={provider.href}
              className="flex h-full items-center gap-3 rounded-lg border border-border bg-card px-4 py-3 text-sm font-medium text-foreground no-underline transition-colors hover:border-primary hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {/* The name is the link's text, so the logos are decorative. */}
              {/* biome-ignore lint/performance/noImgElement: next/image is client code; a static SVG needs none */}
              <img
                src={provider.logo}
                alt=""
                width={24}
                height={24}
                loading="lazy"
                className={provider.hasLightIcon ? 'size-6 shrink-0 dark:hidden' : 'size-6 shrink-0'}
              />
              {provider.hasLightIcon ? (
                // biome-ignore lint/performance/noImgElement: next/image is client code; a static SVG needs none
                <img
                  src={lightLogo(provider.logo)}
                  alt=""
                  width={24}
                  height={24}
                  loading="lazy"
                  className="hidden size-6 shrink-0 dark:block"
                />
              ) : null}
              <span>{provider.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
