import { CodeBlock } from '@/components/code-block';
import { TabPanel, Tabs } from '@/components/tabs';
import type { CliExample } from '@/data/cli/cli-schema';

/** Each example is a tab holding the command to run and what it prints. */
export function CommandExamples({ examples }: { examples: CliExample[] }) {
  return (
    <Tabs>
      {examples.map((example) => (
        <TabPanel key={example.id} id={example.id} label={example.name}>
          <CodeBlock title="Command" className="language-sh px-4">
            <code>{example.code}</code>
          </CodeBlock>
          <CodeBlock title="Response" allowCopy={false} className="px-4">
            <code>{example.response}</code>
          </CodeBlock>
        </TabPanel>
      ))}
    </Tabs>
  );
}
