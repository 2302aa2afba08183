import { Fragment } from 'react';
import { HighlightedCode } from '@/components/code/highlighted-code';
import { TabPanel, Tabs } from '@/components/tabs/tabs';
import type { CliSpec } from '@/data/cli';
import {
  INSTALL_METHODS,
  INSTALL_TAB_GROUP,
  INTRO_SECTIONS,
  type IntroBlock,
  type IntroText,
  introLead,
} from '@/data/cli/intro';
import { FlagsTable } from './flags-table';

function Text({ parts }: { parts: readonly IntroText[] }) {
  return parts.map((part, index) => {
    if (typeof part === 'string') return part;
    if ('strong' in part) return <strong key={index}>{part.strong}</strong>;
    const code = <code key={index}>{part.code}</code>;
    return part.command ? (
      <a key={index} href={`#${part.command}`}>
        {code}
      </a>
    ) : (
      code
    );
  });
}

function Block({ block, spec }: { block: IntroBlock; spec: CliSpec }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <Text parts={block.text} />
        </p>
      );
    case 'code':
      return <HighlightedCode lang="bash" code={block.code} />;
    case 'install-methods':
      return (
        <Tabs queryGroup={INSTALL_TAB_GROUP}>
          {INSTALL_METHODS.map((method) => (
            <TabPanel key={method.id} id={method.id} label={method.label}>
              <HighlightedCode lang="bash" code={method.code} />
            </TabPanel>
          ))}
        </Tabs>
      );
    case 'global-flags':
      return <FlagsTable flags={spec.global_flags} caption="Global flags" anchorScope="global-flags" />;
  }
}

/** The part of the reference above the commands (data/cli/intro.ts): installing, logging in, experimental commands, global flags. */
export function CliIntro({ spec }: { spec: CliSpec }) {
  return (
    <div id="introduction">
      <p>
        <Text parts={introLead(spec)} />
      </p>
      {INTRO_SECTIONS.map((section) => (
        <Fragment key={section.id}>
          <h2 id={section.id} className="mt-10 mb-3 text-2xl font-semibold">
            {section.title}
          </h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} spec={spec} />
          ))}
        </Fragment>
      ))}
    </div>
  );
}
