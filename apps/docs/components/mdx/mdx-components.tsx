import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { Admonition } from '@/components/admonition';
import { ApiSettings } from '@/components/api-settings/api-settings';
import { AuthProviderGrid } from '@/components/auth/auth-provider-grid';
import { AuthRateLimits } from '@/components/auth/auth-rate-limits';
import { OAuthPkceFlow } from '@/components/auth/oauth-pkce-flow';
import { SmsCostWarning } from '@/components/auth/sms-cost-warning';
import { SmsLocalConfig } from '@/components/auth/sms-local-config';
import { SmsProviderConfig } from '@/components/auth/sms-provider-config';
import { SocialProviderSetup } from '@/components/auth/social-provider-setup';
import { ButtonCard } from '@/components/button-card';
import { CodeBlock } from '@/components/code/code-block';
import { CodeValuesChooser } from '@/components/code-values/code-values-chooser';
import { DashboardLink } from '@/components/dashboard-link';
import { ComputeAddOnsTable } from '@/components/database/compute-add-ons-table';
import { DatabaseSetup } from '@/components/database/database-setup';
import { MigrationWarnings } from '@/components/database/migration-warnings';
import { StaticErrorList } from '@/components/errors/static-error-list';
import { CopyField } from '@/components/fields/shared-copy-field';
import { FunctionEnvTable } from '@/components/functions/function-env-table';
import { GuideIndex } from '@/components/layout/guide-index';
import { MenuIcon } from '@/components/menu-icons';
import { ProjectSetup } from '@/components/quickstart/project-setup';
import { QuickstartIntro } from '@/components/quickstart/quickstart-intro';
import { RealtimeLimit } from '@/components/realtime/realtime-limit';
import { RealtimeLimitsTable } from '@/components/realtime/realtime-limits-table';
import { SharedData } from '@/components/shared-data';
import { SqlToRest } from '@/components/sql-to-rest/sql-to-rest';
import { TabPanel, Tabs } from '@/components/tabs/tabs';
import { Accordion, AccordionItem } from '@/components/ui/accordion';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ScrollBox } from '@/components/ui/scroll-box';
import { tableHeaders } from '@/lib/mdx/react-text';
import { ExampleFile } from './example-file';
import { Heading } from './heading';
import { Mermaid } from './mermaid';
import {
  AppleSecretGenerator,
  DocsDialog,
  ExtensionsList,
  HiddenField,
  JwtGenerator,
  PasteError,
  RealtimeLimitsEstimator,
} from './no-script-widgets';

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
  CodeValuesChooser,
  ComputeAddOnsTable,
  FunctionEnvTable,
  CopyField,
  DashboardLink,
  DatabaseSetup,
  Dialog: DocsDialog,
  ErrorList: StaticErrorList,
  ExampleFile,
  ExtensionsList,
  GuideIndex,
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
  PasteError,
  SqlToRest,
  TabPanel,
  Tabs,
};
