import { HighlightedCode } from '@/components/highlighted-code';
import { TabPanel, Tabs } from '@/components/tabs';
import type { CliExample } from '@/data/cli/cli-schema';

/** Each example is a tab holding the command to run and what it prints. */
export function CommandExamples({ examples }: { examples: CliExample[] }) {
  return (
    <Tabs>
      {examples.map((example) => (
        <TabPanel key={example.id} id={example.id} label={example.name}>
          <HighlightedCode title="Command" lang="bash" code={example.code} />
          <HighlightedCode title="Response" lang="text" code={example.response} allowCopy={false} />
        </TabPanel>
      ))}
    </Tabs>
  );
}
