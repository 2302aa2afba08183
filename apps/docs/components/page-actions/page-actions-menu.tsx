'use client';

import { DropdownMenu } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import { COPY_FEEDBACK_MS, copyLabel } from '@/lib/copy/copy-feedback';
import { copyMarkdownFrom } from '@/lib/copy/copy-markdown';
import { useCopyState } from '@/lib/copy/use-copy-state';
import { PAGE_ACTIONS_TEXT as TEXT } from '@/lib/page-actions/messages';
import { chatLink } from '@/lib/page-actions/page-actions';
import { ConnectAgentDialog } from './connect-agent-dialog';
import { type PageActionsProps, pageActionsTriggerClass } from './page-actions';

const itemClass =
  'flex cursor-default flex-col rounded-sm px-2 py-1.5 text-sm text-foreground outline-none select-none data-[highlighted]:bg-muted';

function ItemText({ label, hint }: { label: ReactNode; hint: string }) {
  return (
    <>
      <span className="font-medium">{label}</span>
      <span className="text-xs text-muted-foreground">{hint}</span>
    </>
  );
}

/** Opens as soon as it loads: it replaces the trigger the reader just pressed. */
export default function PageActionsMenu({ markdownPath, markdownUrl, title }: PageActionsProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const { status, copy } = useCopyState(COPY_FEEDBACK_MS.code, copyMarkdownFrom);
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <>
      {/* Not modal: the dialog it opens must own focus and pointer events on its own. */}
      <DropdownMenu.Root defaultOpen modal={false}>
        <DropdownMenu.Trigger className={pageActionsTriggerClass}>
          <ChevronDownIcon aria-hidden className="size-4" />
          <span className="sr-only">{TEXT.trigger}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            loop
            aria-label={TEXT.trigger}
            className="z-40 w-64 rounded-md border border-border bg-background p-1 shadow-lg"
          >
            <DropdownMenu.Item
              className={itemClass}
              data-state={status}
              onSelect={(event) => {
                // Stay open so the result ("Copied") can be read on the item.
                event.preventDefault();
                void copy(markdownPath);
              }}
            >
              <ItemText label={copyLabel(status, TEXT.copyPage)} hint={TEXT.copyPageHint} />
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClass}>
              <a href={markdownPath}>
                <ItemText label={TEXT.viewMarkdown} hint={TEXT.viewMarkdownHint} />
              </a>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClass}>
              <a href={chatLink('chatgpt', markdownUrl, title)} {...external}>
                <ItemText label={TEXT.openChatGpt} hint={TEXT.openChatHint} />
              </a>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClass}>
              <a href={chatLink('claude', markdownUrl, title)} {...external}>
                <ItemText label={TEXT.openClaude} hint={TEXT.openChatHint} />
              </a>
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item className={itemClass} onSelect={() => setDialogOpen(true)}>
              <ItemText label={TEXT.connectAgent} hint={TEXT.connectAgentHint} />
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <span role="status" className="sr-only">
        {status === 'idle' ? '' : copyLabel(status)}
      </span>
      <ConnectAgentDialog open={dialogOpen} onOpenChange={setDialogOpen} />
    </>
  );
}
