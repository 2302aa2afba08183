import { Fragment } from 'react';
import { HighlightedCode } from '@/components/code/highlighted-code';
import { ReferenceProse } from '@/components/reference';
import { TabPanel, Tabs } from '@/components/tabs/tabs';
import { Alert } from '@/components/ui/alert';
import { ScrollBox } from '@/components/ui/scroll-box';
import type { JsApiMethod, JsEntry, JsExample } from '@/data/js-reference';
import type { GuideLink } from '@/lib/js-reference/guide-links';
import { distinctSignatures, signatureBlock } from '@/lib/js-reference/signature';
import { partId } from '@/lib/reference';

type Subheading = 'h2' | 'h4';

/** The data an example returns, as the reader would log it. */
export function exampleDataText(data: unknown): string {
  return typeof data === 'string' ? data : JSON.stringify(data, null, 2);
}

function ExampleBody({ example }: { example: JsExample }) {
  return (
    <>
      <div>
        <HighlightedCode title="TypeScript" lang="ts" code={example.code} />
      </div>
      {'data' in example ? (
        <div data-example-data="">
          <HighlightedCode title="data" lang="text" code={exampleDataText(example.data)} allowCopy={false} />
        </div>
      ) : null}
    </>
  );
}

function Examples({ id, examples }: { id: string; examples: JsExample[] }) {
  const [only] = examples;
  if (examples.length === 1 && only) {
    return (
      <div>
        <p className="mb-0 text-sm font-medium">{only.title}</p>
        <ExampleBody example={only} />
      </div>
    );
  }
  return (
    <Tabs>
      {examples.map((example, index) => (
        <TabPanel key={example.title} id={`${id}-example-${index + 1}`} label={example.title}>
          <ExampleBody example={example} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** The parameters of each distinct overload, with the types as declared. */
function Parameters({ method }: { method: JsApiMethod }) {
  const signatures = distinctSignatures(method).filter((signature) => signature.params.length > 0);
  if (signatures.length === 0) return <p>None.</p>;
  return signatures.map((signature, index) => (
    <Fragment key={index}>
      {signatures.length > 1 ? <p className="mb-1 text-sm font-medium">Overload {index + 1}</p> : null}
      <ScrollBox label={`Parameters of ${method.name}`}>
        {/* Stacks on a phone (app/components.css), so the type and "required" are never off-screen. */}
        <table className="stack-table js-params text-sm">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Required</th>
            </tr>
          </thead>
          <tbody>
            {signature.params.map((param) => (
              <tr key={param.name}>
                <td>
                  <code>
                    {param.rest ? '...' : ''}
                    {param.name}
                  </code>
                </td>
                <td className="[overflow-wrap:anywhere]">
                  <code>{param.type}</code>
                </td>
                <td>{param.optional ? 'optional' : 'required'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </Fragment>
  ));
}

/**
 * Everything below a method's title: the admin warning, our description, the installed signature, parameters,
 * return type, examples and the guides that call it. Shared by the one-page reference (h4) and the crawler page
 * (h2); part ids are `{id}--{part}`, which the scroll-spy maps back to the method.
 */
export function JsMethodDetails({
  method,
  entry,
  guides,
  subheading,
}: {
  method: JsApiMethod;
  entry: JsEntry;
  guides: GuideLink[];
  subheading: Subheading;
}) {
  const Heading = subheading;
  const part = (name: string) => (subheading === 'h4' ? { id: partId(method.id, name) } : {});
  const headingClass = 'mt-6 mb-2 text-base font-semibold';
  return (
    <>
      {entry.serverOnly ? (
        <Alert type="danger" title="Server only" className="my-4">
          This method needs a client created with the service-role key, which bypasses row level security.
          Call it from your server, never from a browser or an app.
        </Alert>
      ) : null}
      {entry.details?.map((text) => (
        <ReferenceProse key={text} text={text} />
      ))}
      <Heading {...part('signature')} className={headingClass}>
        Signature
      </Heading>
      <HighlightedCode lang="text" code={signatureBlock(method)} allowCopy={false} />
      <Heading {...part('parameters')} className={headingClass}>
        Parameters
      </Heading>
      <Parameters method={method} />
      <Heading {...part('examples')} className={headingClass}>
        Examples
      </Heading>
      <Examples id={method.id} examples={entry.examples} />
      {guides.length > 0 ? (
        <>
          <Heading {...part('guides')} className={headingClass}>
            Used in the guides
          </Heading>
          <ul>
            {guides.map((guide) => (
              <li key={guide.path}>
                <a href={guide.path}>{guide.title}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
