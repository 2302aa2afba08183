import { HighlightedCode } from '@/components/code/highlighted-code';
import { TabPanel, Tabs } from '@/components/tabs/tabs';
import type { CliSpec } from '@/data/cli';
import { FlagsTable } from './flags-table';

export const INSTALL_METHODS = [
  { id: 'npm', label: 'npm', code: 'npm install supabase --save-dev\nnpx supabase --help' },
  { id: 'homebrew', label: 'Homebrew', code: 'brew install supabase/tap/supabase' },
  {
    id: 'scoop',
    label: 'Scoop',
    code: 'scoop bucket add supabase https://github.com/supabase/scoop-bucket.git\nscoop install supabase',
  },
] as const;

function IntroHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mt-10 mb-3 text-2xl font-semibold">
      {children}
    </h2>
  );
}

/** The part of the reference above the commands: installing, logging in, experimental commands, global flags. */
export function CliIntro({ spec }: { spec: CliSpec }) {
  return (
    <div id="introduction">
      <p>
        The {spec.title} (version {spec.version}) runs the whole platform on your machine for development and
        manages your hosted projects from the terminal. Every command and flag of this version is listed
        below; each command has its own anchor, so you can link straight to it.
      </p>

      <IntroHeading id="installing">Installing the CLI</IntroHeading>
      <p>
        Install it as a development dependency of your project, or system-wide with a package manager. Local
        development needs Docker, and we recommend at least 7GB of RAM for all the services.
      </p>
      <Tabs queryGroup="cli-install">
        {INSTALL_METHODS.map((method) => (
          <TabPanel key={method.id} id={method.id} label={method.label}>
            <HighlightedCode lang="bash" code={method.code} />
          </TabPanel>
        ))}
      </Tabs>

      <IntroHeading id="logging-in">Logging in</IntroHeading>
      <p>
        Commands that manage hosted projects call the Management API and need a personal access token. Run{' '}
        <a href="#supabase-login">
          <code>supabase login</code>
        </a>{' '}
        to create one in the browser and store it on this machine, or, in CI and other non-interactive places,
        set the <code>SUPABASE_ACCESS_TOKEN</code> environment variable to a token created in the dashboard.
      </p>
      <HighlightedCode
        lang="bash"
        code={'supabase login\n# or, without a browser:\nexport SUPABASE_ACCESS_TOKEN=<your access token>'}
      />

      <IntroHeading id="experimental-commands">Experimental commands</IntroHeading>
      <p>
        Commands marked <strong>Experimental</strong> are still being designed and may change between
        releases. They only run when you pass <code>--experimental</code>, for example{' '}
        <code>supabase branches list --experimental</code>.
      </p>

      <IntroHeading id="global-flags">Global flags</IntroHeading>
      <p>These flags are accepted by every command.</p>
      <FlagsTable flags={spec.global_flags} caption="Global flags" anchorScope="global-flags" />
    </div>
  );
}
