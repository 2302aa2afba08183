import type { ReactNode } from 'react';
import {
  CALLBACK_PLACEHOLDER,
  CALLBACK_TOKEN,
  PROJECT_DOMAIN_PLACEHOLDER,
  PROJECT_DOMAIN_TOKEN,
  type SocialProviderSetup as Setup,
  type SetupStep,
  socialProviderSetup,
} from '@/data/auth/social-providers';
import { parseInline } from '@/lib/auth/inline-markup';
import { configToml, localCallbackUrl, localShell, signInCode } from '@/lib/auth/provider-samples';
import { sharedDataText } from '@/lib/shared-data';
import { ApiSettings } from '../api-settings/api-settings';
import { DashboardLink } from '../dashboard-link';
import { HighlightedCode } from '../highlighted-code';
import { TabPanel, Tabs } from '../tabs';
import { ScrollBox } from '../ui/scroll-box';

export const SETUP_STEPS = ['register', 'credentials', 'local', 'sign-in'] as const;
export type SetupStepId = (typeof SETUP_STEPS)[number];

export type SocialProviderSetupProps = {
  /** The provider's slug in data/auth/social-providers.ts, e.g. "github". */
  provider: string;
  /** Which part of the setup this places under the page's own heading. */
  step: SetupStepId;
};

/**
 * The shared template of the social sign-in pages: each page writes its headings and its own prose, and places
 * the four parts (register at the provider, turn it on in the project, local development, sign-in code) with
 * `<SocialProviderSetup provider="github" step="register" />`. The facts come from the provider's data.
 */
export function SocialProviderSetup({ provider, step }: SocialProviderSetupProps) {
  const setup = socialProviderSetup(provider);
  switch (step) {
    case 'register':
      return <Register setup={setup} />;
    case 'credentials':
      return <Credentials setup={setup} />;
    case 'local':
      return <Local setup={setup} />;
    case 'sign-in':
      return <SignIn setup={setup} />;
    default:
      throw new Error(
        `<SocialProviderSetup step="${String(step)}"> is not supported: use one of ${SETUP_STEPS.join(', ')}.`,
      );
  }
}

/** Data text with its inline markup as elements; the callback and domain tokens become placeholders. */
function Inline({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, index) => {
        const key = `${index}-${part.kind}`;
        switch (part.kind) {
          case 'strong':
            return <strong key={key}>{part.text}</strong>;
          case 'code':
            return <code key={key}>{part.text}</code>;
          case 'link':
            return (
              <a key={key} href={part.href}>
                {part.text}
              </a>
            );
          default:
            return <Placeholders key={key} text={part.text} />;
        }
      })}
    </>
  );
}

function Placeholders({ text }: { text: string }) {
  const pieces = text.split(/(\{callback\}|\{project-domain\})/);
  return (
    <>
      {pieces.map((piece, index) => {
        const key = `${index}-${piece}`;
        if (piece === CALLBACK_TOKEN) return <code key={key}>{CALLBACK_PLACEHOLDER}</code>;
        if (piece === PROJECT_DOMAIN_TOKEN) return <code key={key}>{PROJECT_DOMAIN_PLACEHOLDER}</code>;
        return piece;
      })}
    </>
  );
}

function Step({ step, provider }: { step: SetupStep; provider: string }) {
  if (typeof step === 'string') {
    return (
      <li>
        <Inline text={step} />
      </li>
    );
  }
  return (
    <li>
      <Inline text={step.text} />
      {/* A wide table scrolls in its own labelled box, like Markdown tables (mdx-components.tsx). */}
      <ScrollBox label={`Fields to fill in at ${provider}`} className="my-3">
        <table>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {step.fields.map((field) => (
              <tr key={field.label}>
                <td>
                  <Inline text={`**${field.label}**`} />
                </td>
                <td>
                  <Inline text={field.value} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </li>
  );
}

function Register({ setup }: { setup: Setup }) {
  return (
    <div data-slot="social-provider-register">
      <p>
        {setup.name} sends users back to your project&apos;s callback URL,{' '}
        <code data-slot="callback-placeholder">{CALLBACK_PLACEHOLDER}</code>, where{' '}
        <code>&lt;project-ref&gt;</code> is your project&apos;s reference ID. Log in below to see yours, ready
        to copy.
      </p>
      <ApiSettings variable="callbackUrl" headingLevel={3} />
      <p>
        You need {setup.appType} in the <a href={setup.console.url}>{setup.console.name}</a>:
      </p>
      <ol>
        {setup.register.map((step) => (
          <Step key={typeof step === 'string' ? step : step.text} step={step} provider={setup.name} />
        ))}
      </ol>
    </div>
  );
}

function Credentials({ setup }: { setup: Setup }) {
  const { dashboard, credentials, scopes } = setup;
  return (
    <div data-slot="social-provider-credentials">
      <ol>
        <li>
          Open your project&apos;s <DashboardLink to="authProviders">auth providers</DashboardLink> and expand{' '}
          <strong>{setup.name}</strong>.
        </li>
        <li>
          Turn on <strong>Enable Sign in with {setup.name}</strong>.
        </li>
        <li>
          Paste the {credentials.clientId} into <strong>{dashboard.clientId}</strong> and the{' '}
          {credentials.secret} into <strong>{dashboard.secret}</strong>.
        </li>
        {dashboard.url ? (
          <li>
            Set <strong>{dashboard.url.label}</strong>, for example <code>{dashboard.url.value}</code>.{' '}
            <Inline text={dashboard.url.note} />
          </li>
        ) : null}
        <li>
          Choose <strong>Save</strong>.
        </li>
      </ol>
      <p data-slot="social-provider-scopes">
        {scopes.requested.length > 0 ? (
          <>
            Scopes the platform asks {setup.name} for:{' '}
            {scopes.requested.map((scope, index) => (
              <span key={scope}>
                {index > 0 ? ', ' : ''}
                <code>{scope}</code>
              </span>
            ))}
            .{' '}
          </>
        ) : null}
        <Inline text={scopes.note} />
      </p>
    </div>
  );
}

function Local({ setup }: { setup: Setup }) {
  const localApiUrl = sharedDataText('local.apiUrl');
  return (
    <div data-slot="social-provider-local">
      <p>
        The CLI&apos;s local stack reads providers from <code>supabase/config.toml</code>. Add the local
        callback URL, <code>{localCallbackUrl(localApiUrl)}</code>, to the app at {setup.name} (or register a
        second app for development), then add this block:
      </p>
      <HighlightedCode code={configToml(setup, localApiUrl)} lang="toml" title="supabase/config.toml" />
      <p>Put the secret in the environment of the shell that starts the stack, and restart it:</p>
      <HighlightedCode code={localShell(setup)} lang="bash" title="Terminal" />
      {setup.local.note ? (
        <p>
          <Inline text={setup.local.note} />
        </p>
      ) : null}
    </div>
  );
}

function SignIn({ setup }: { setup: Setup }) {
  const extra: ReactNode = setup.signInNote ? (
    <p>
      <Inline text={setup.signInNote} />
    </p>
  ) : null;
  return (
    <div data-slot="social-provider-sign-in">
      <p>
        Call <code>signInWithOAuth</code> with the provider <code>{setup.provider}</code>. After {setup.name},
        the user lands on <code>redirectTo</code> with a one-time <code>code</code>, which your{' '}
        <a href="/guides/auth/oauth-pkce/">callback route</a> exchanges for a session. The address must be in
        your project&apos;s <a href="/guides/auth/redirect-urls/">redirect URLs</a>.
      </p>
      <Tabs queryGroup="environment" defaultActiveId="client">
        <TabPanel id="client" label="Client">
          <HighlightedCode code={signInCode(setup, 'client')} lang="ts" title="sign-in.ts" />
        </TabPanel>
        <TabPanel id="server" label="Server">
          <HighlightedCode code={signInCode(setup, 'server')} lang="ts" title="app/auth/sign-in/route.ts" />
        </TabPanel>
      </Tabs>
      {extra}
    </div>
  );
}
