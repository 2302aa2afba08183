import { cliSpec } from '@/data/cli';

/** The CLI reference page's title and description (its metadata and its Markdown twin). */
export const cliReferenceTitle = 'CLI reference';
export const cliReferenceDescription = `Every command and flag of the ${cliSpec.title} ${cliSpec.version}: local development, hosted project management, database inspection and shell completion.`;
