import type { MDXComponents } from 'mdx/types';
import Link from 'next/link';
import type { ComponentProps } from 'react';
import { Admonition } from './admonition';
import { ButtonCard } from './button-card';
import { CodeBlock } from './code-block';
import { CopyField } from './copy-field';
import { Heading } from './heading';
import { HiddenField } from './hidden-field';
import { MenuIcon } from './menu-icons';
import { Mermaid } from './mermaid';
import { SharedData } from './shared-data';
import { TabPanel, Tabs } from './tabs';
import { Accordion, AccordionItem } from './ui/accordion';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './ui/dialog';

function Anchor({ href = '', ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/') || href.startsWith('#')) return <Link href={href} {...props} />;
  return <a href={href} {...props} />;
}

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
  a: Anchor,
  pre: CodeBlock,
  table: Table,
  Accordion,
  AccordionItem,
  Admonition,
  Alert,
  Button,
  ButtonCard,
  CodeBlock,
  CopyField,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  HiddenField,
  MenuIcon,
  Mermaid,
  SharedData,
  TabPanel,
  Tabs,
};
