import { HighlightedCode } from '@/components/code/highlighted-code';
import { TabPanel, Tabs } from '@/components/tabs/tabs';
import type { CliExample } from '@/data/cli/cli-schema';

/**
 * The command to run and what it prints. Each block sits in its own div: Pagefind separates text at divs, not
 * at figures, so the command and the output do not run together in search excerpts.
 */
function ExampleBody({ example }: { example: CliExample }) {
  return (
    <>
      <div>
        <HighlightedCode title="Command" lang="bash" code={example.code} />
      </div>
      <div data-example-response={example.id}>
        <HighlightedCode title="Response" lang="text" code={example.response} allowCopy={false} />
      </div>
    </>
  );
}

/** Several examples are tabs, one per example; a single example is shown as it is, under its name. */
export function CommandExamples({ examples }: { examples: CliExample[] }) {
  const [only] = examples;
  if (examples.length === 1 && only) {
    return (
      <div data-example={only.id}>
        <p className="mb-0 text-sm font-medium">{only.name}</p>
        <ExampleBody example={only} />
      </div>
    );
  }
  return (
    <Tabs>
      {examples.map((example) => (
        <TabPanel key={example.id} id={example.id} label={example.name}>
          <div data-example={example.id}>
            <ExampleBody example={example} />
          </div>
        </TabPanel>
      ))}
    </Tabs>
  );
}
