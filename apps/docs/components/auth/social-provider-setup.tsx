import { HighlightedCode } from '@/components/code/highlighted-code';
import { TabPanel, Tabs } from '@/components/tabs/tabs';
import { TableHead } from '@/components/ui/table-head';
import {
  type SocialProviderSetup as Setup,
  type SetupStep,
  socialProviderSetup,
} from '@/data/auth/social-providers';
import { configToml, localShell, signInCode } from '@/lib/auth/provider-samples';
import {
  CALLBACK_WIDGET_HINT,
  CONFIG_TOML_TITLE,
  callbackIntro,
  credentialSteps,
  FIELD_COLUMNS,
  fieldTableLabel,
  LOCAL_SHELL_INTRO,
  localIntro,
  registerIntro,
  SETUP_STEPS,
  type SetupStepId,
  SHELL_TITLE,
  SIGN_IN_SAMPLES,
  SIGN_IN_TAB_GROUP,
  scopesText,
  signInIntro,
} from '@/lib/auth/social-setup-text';
import { sharedDataText } from '@/lib/shared-data';
import { ApiSettings } from '../api-settings/api-settings';
import { ScrollBox } from '../ui/scroll-box';
import { InlineMarkup } from './inline-markup';

export type SocialProviderSetupProps = {
  /** The provider's slug in data/auth/social-providers.ts, e.g. "github". */
  provider: string;
  /** Which part of the setup this places under the page's own heading. */
  step: SetupStepId;
};

/**
 * The shared template of the social sign-in pages: each page writes its headings and its own prose, and places
 * the four parts (register at the provider, turn it on in the project, local development, sign-in code) with
 * `<SocialProviderSetup provider="github" step="register" />`. The facts come from the provider's data, the
 * fixed sentences from lib/auth/social-setup-text.ts (shared with the page's Markdown twin).
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

function Step({ step, setup }: { step: SetupStep; setup: Setup }) {
  if (typeof step === 'string') {
    return (
      <li>
        <InlineMarkup text={step} />
      </li>
    );
  }
  return (
    <li>
      <InlineMarkup text={step.text} />
      {/* A wide table scrolls in its own labelled box, like Markdown tables (mdx-components.tsx); on a phone it
          stacks, each field's name over its value (a callback URL would not fit beside it). */}
      <ScrollBox label={fieldTableLabel(setup)} className="my-3">
        <table className="stack-table">
          <TableHead columns={FIELD_COLUMNS} />
          <tbody>
            {step.fields.map((field) => (
              <tr key={field.label}>
                <th scope="row">{field.label}</th>
                <td>
                  <InlineMarkup text={field.value} />
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
        <InlineMarkup text={callbackIntro(setup)} /> {CALLBACK_WIDGET_HINT}
      </p>
      <ApiSettings variable="callbackUrl" headingLevel={3} />
      <p>
        <InlineMarkup text={registerIntro(setup)} />
      </p>
      <ol>
        {setup.register.map((step) => (
          <Step key={typeof step === 'string' ? step : step.text} step={step} setup={setup} />
        ))}
      </ol>
    </div>
  );
}

function Credentials({ setup }: { setup: Setup }) {
  return (
    <div data-slot="social-provider-credentials">
      <ol>
        {credentialSteps(setup).map((step) => (
          <li key={step}>
            <InlineMarkup text={step} />
          </li>
        ))}
      </ol>
      <p data-slot="social-provider-scopes">
        <InlineMarkup text={scopesText(setup)} />
      </p>
    </div>
  );
}

function Local({ setup }: { setup: Setup }) {
  const localApiUrl = sharedDataText('local.apiUrl');
  return (
    <div data-slot="social-provider-local">
      <p>
        <InlineMarkup text={localIntro(setup, localApiUrl)} />
      </p>
      <HighlightedCode code={configToml(setup, localApiUrl)} lang="toml" title={CONFIG_TOML_TITLE} />
      <p>{LOCAL_SHELL_INTRO}</p>
      <HighlightedCode code={localShell(setup)} lang="bash" title={SHELL_TITLE} />
      {setup.local.note ? (
        <p>
          <InlineMarkup text={setup.local.note} />
        </p>
      ) : null}
    </div>
  );
}

function SignIn({ setup }: { setup: Setup }) {
  return (
    <div data-slot="social-provider-sign-in">
      <p>
        <InlineMarkup text={signInIntro(setup)} />
      </p>
      <Tabs queryGroup={SIGN_IN_TAB_GROUP} defaultActiveId={SIGN_IN_SAMPLES[0]?.id ?? 'client'}>
        {SIGN_IN_SAMPLES.map((sample) => (
          <TabPanel key={sample.id} id={sample.id} label={sample.label}>
            <HighlightedCode code={signInCode(setup, sample.id)} lang="ts" title={sample.title} />
          </TabPanel>
        ))}
      </Tabs>
      {setup.signInNote ? (
        <p>
          <InlineMarkup text={setup.signInNote} />
        </p>
      ) : null}
    </div>
  );
}
