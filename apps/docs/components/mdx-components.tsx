import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { Admonition } from './admonition';
import { ApiSettings } from './api-settings/api-settings';
import { ButtonCard } from './button-card';
import { CodeBlock } from './code-block';
import { Heading } from './heading';
import { CopyField, DocsDialog, HiddenField, Mermaid } from './lazy-widgets';
import { MenuIcon } from './menu-icons';
import { SharedData } from './shared-data';
import { SqlToRest } from './sql-to-rest/sql-to-rest';
import { TabPanel, Tabs } from './tabs';
import { Accordion, AccordionItem } from './ui/accordion';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

function Table(props: ComponentProps<'table'>) {
  return (
    // A wide table scrolls inside its own box, which must then be focusable to scroll by keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region
    <div className="my-5 overflow-x-auto" tabIndex={0}>
      <table {...props} />
    </div>
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
  Button,
  ButtonCard,
  CodeBlock,
  CopyField,
  Dialog: DocsDialog,
  HiddenField,
  MenuIcon,
  Mermaid,
  SharedData,
  SqlToRest,
  TabPanel,
  Tabs,
};
