import { CLI_SOURCE, PLATFORM_ERA } from '../fact-source';
import { errorSection } from './schema';

/* Messages the CLI prints, as the CLI reference's sample outputs show them (data/cli/cli-spec.json). */
export const cliErrors = errorSection({
  id: 'cli',
  title: 'CLI',
  intro: 'Messages the CLI prints when a local or linked command fails.',
  origin: { source: CLI_SOURCE, asOf: PLATFORM_ERA },
  entries: [
    {
      code: 'service-not-healthy',
      title: 'service not healthy',
      meaning:
        '`supabase start` started the containers, but one did not report healthy in time, so the CLI stopped the stack again.',
      causes: [
        'Too little memory for Docker (we recommend 7GB).',
        'A port already taken.',
        'A container that crashed: its logs are printed above the message.',
      ],
      fix: 'Read the container logs above the message, then follow [Local development troubleshooting](/guides/local-development/troubleshooting/). `--ignore-health-check` keeps the stack running anyway.',
      messages: ['service not healthy'],
    },
    {
      code: 'no-schema-changes-found',
      title: 'No schema changes found',
      meaning:
        '`supabase db diff` or `supabase db pull` compared the schemas and found nothing new to write.',
      fix: 'Nothing is wrong when you expected no changes. If you did expect some, check that you changed the database the command compares (local or linked) and the schemas it diffs (see [Migrations](/guides/local-development/migrations/)).',
      messages: ['No schema changes found'],
    },
    {
      code: 'db-pull-exit-code',
      title: 'db pull exits with code 1 when nothing changed',
      meaning:
        'When the linked project’s schema matches your migrations, `supabase db pull` prints "No schema changes found" and exits with a non-zero code, so a script that runs it stops there.',
      fix: 'In scripts, treat this outcome as success: check the output for "No schema changes found" before failing the job.',
      messages: ['exit code: 1'],
    },
  ],
});
