import type { ProjectValueName } from '@/lib/project-session/project-value';

/** What the widget shows: the project URL, the anon key, or the auth callback URL that OAuth providers need. */
export type ApiVariable = ProjectValueName;
