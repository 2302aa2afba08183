import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { TabGroup } from './tab-group';

interface TabPanelProps {
  id: string;
  label: string;
  children?: ReactNode;
}

/** One tab of a <Tabs> group. Rendered by <Tabs>; on its own it just shows its content. */
export function TabPanel({ children }: TabPanelProps) {
  return <>{children}</>;
}

interface TabsProps {
  /** Name of the group shared across pages: the URL parameter and storage key (e.g. "database-method"). */
  queryGroup?: string;
  defaultActiveId?: string;
  children: ReactNode;
}

/**
 * Server part of a tab group: reads the <TabPanel> children (their ids and labels) here, so the client part
 * receives plain data and already-rendered panel content.
 */
export function Tabs({ queryGroup, defaultActiveId, children }: TabsProps) {
  const panels = Children.toArray(children).filter(isValidElement) as ReactElement<TabPanelProps>[];
  for (const panel of panels) {
    if (
      panel.type !== TabPanel ||
      typeof panel.props.id !== 'string' ||
      typeof panel.props.label !== 'string'
    ) {
      throw new Error(
        `<Tabs${queryGroup ? ` queryGroup="${queryGroup}"` : ''}> accepts only <TabPanel id label>`,
      );
    }
  }
  return (
    <TabGroup
      group={queryGroup}
      defaultId={defaultActiveId}
      items={panels.map((panel) => ({ id: panel.props.id, label: panel.props.label }))}
      panels={panels.map((panel) => panel.props.children)}
    />
  );
}
