import { PAGE_ACTIONS_LABEL } from './trigger-label';

/** Every text the page-actions menu and the "Connect your agent" dialog show. */
export const PAGE_ACTIONS_TEXT = {
  trigger: PAGE_ACTIONS_LABEL,
  copyPage: 'Copy page',
  copyPageHint: 'Markdown for your assistant or editor',
  viewMarkdown: 'View as Markdown',
  viewMarkdownHint: 'The page as plain text',
  openChatGpt: 'Open in ChatGPT',
  openClaude: 'Open in Claude',
  openChatHint: 'Ask questions about this page',
  connectAgent: 'Connect your agent',
  connectAgentHint: 'Search these docs from your coding agent',
  dialogTitle: 'Connect your agent',
  dialogDescription:
    'The docs MCP server lets a coding agent search these docs, read any page, look up CLI commands, supabase-js methods and pasted errors, and translate SQL. Add one of these to your agent’s MCP settings.',
  runFirst: 'Run first',
  copyConfig: 'Copy configuration',
  copyCommand: 'Copy command',
  guideLink: 'How it works',
} as const;

/** The guide page about connecting an agent. */
export const CONNECT_AGENT_GUIDE = '/guides/getting-started/connect-an-agent/';
