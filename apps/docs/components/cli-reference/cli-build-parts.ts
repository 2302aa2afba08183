// What the CLI reference renders at build only, through cli-static-parts: the menu and the command sections.

export { CliCommandGroups as Sections } from './cli-command-groups';
export { CliMenu as Menu } from './cli-menu';
