import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { tableHeaders } from '@/lib/react-text';
import { Admonition } from './admonition';
import { ApiSettings } from './api-settings/api-settings';
import { AuthProviderGrid } from './auth/auth-provider-grid';
import { OAuthPkceFlow } from './auth/oauth-pkce-flow';
import { SocialProviderSetup } from './auth/social-provider-setup';
import { AuthRateLimits } from './auth-rate-limits';
import { ButtonCard } from './button-card';
import { CodeBlock } from './code-block';
import { ComputeAddOnsTable } from './compute-add-ons-table';
import { DashboardLink } from './dashboard-link';
import { DatabaseSetup } from './database-setup';
import { ExampleFile } from './example-file';
import { Heading } from './heading';
import { MenuIcon } from './menu-icons';
import { Mermaid } from './mermaid';
import { MigrationWarnings } from './migration-warnings';
import {
  AppleSecretGenerator,
  DocsDialog,
  ExtensionsList,
  HiddenField,
  JwtGenerator,
  RealtimeLimitsEstimator,
} from './no-script-widgets';
import { ProjectSetup } from './project-setup';
import { QuickstartIntro } from './quickstart-intro';
import { RealtimeLimit } from './realtime-limit';
import { RealtimeLimitsTable } from './realtime-limits-table';
import { CopyField } from './shared-copy-field';
import { SharedData } from './shared-data';
import { SmsCostWarning } from './sms-cost-warning';
import { SmsLocalConfig } from './sms-local-config';
import { SmsProviderConfig } from './sms-provider-config';
import { SqlToRest } from './sql-to-rest/sql-to-rest';
import { TabPanel, Tabs } from './tabs';
import { Accordion, AccordionItem } from './ui/accordion';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { ScrollBox } from './ui/scroll-box';

/** A Markdown table scrolls sideways in its own labelled box, named after its columns. */
function Table(props: ComponentProps<'table'>) {
  const headers = tableHeaders(props.children);
  return (
    <ScrollBox label={headers.length > 0 ? `Table: ${headers.join(', ')}` : 'Table'} className="my-5">
      <table {...props} />
    </ScrollBox>
  );
}

/** Everything MDX pages may use without importing it. */
export const mdxComponents: MDXComponents = {
  h1: (props) => <Heading as="h1" {...props} />,
  h2: (props) => <Heading as="h2" {...props} />,
  h3: (props) => <Heading as="h3" {...props} />,
  h4: (props) => <Heading as="h4" {...props} />,
  pre: CodeBlock,
  table: Table,
  Accordion,
  AccordionItem,
  Admonition,
  Alert,
  ApiSettings,
  AppleSecretGenerator,
  AuthProviderGrid,
  AuthRateLimits,
  Button,
  ButtonCard,
  CodeBlock,
  ComputeAddOnsTable,
  CopyField,
  DashboardLink,
  DatabaseSetup,
  Dialog: DocsDialog,
  ExampleFile,
  ExtensionsList,
  HiddenField,
  JwtGenerator,
  MenuIcon,
  MigrationWarnings,
  Mermaid,
  ProjectSetup,
  QuickstartIntro,
  RealtimeLimit,
  RealtimeLimitsEstimator,
  RealtimeLimitsTable,
  SharedData,
  SmsCostWarning,
  SmsLocalConfig,
  SmsProviderConfig,
  SocialProviderSetup,
  OAuthPkceFlow,
  SqlToRest,
  TabPanel,
  Tabs,
};
