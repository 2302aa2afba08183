'use client';

import { CopyButton } from '@/components/ui/copy-button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { COPY_FEEDBACK_MS } from '@/lib/copy/copy-feedback';
import { CONNECT_AGENT_GUIDE, PAGE_ACTIONS_TEXT as TEXT } from '@/lib/page-actions/messages';
import { agentConfigs } from '@/lib/page-actions/page-actions';

const copyClass =
  'inline-flex h-8 items-center gap-2 self-start rounded-md border border-border bg-background px-3 text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';
const codeClass =
  'overflow-x-auto rounded-md border border-border bg-muted p-3 font-mono text-xs text-foreground';

/** The MCP settings for docs-mcp, over stdio and over HTTP, each with its copy buttons. */
export function ConnectAgentDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="large">
        <DialogHeader>
          <DialogTitle className="text-lg font-semibold">{TEXT.dialogTitle}</DialogTitle>
          <DialogDescription className="text-sm text-muted-foreground">
            {TEXT.dialogDescription}{' '}
            <a href={CONNECT_AGENT_GUIDE} className="underline">
              {TEXT.guideLink}
            </a>
          </DialogDescription>
        </DialogHeader>
        {agentConfigs.map((config) => (
          <section
            key={config.id}
            aria-labelledby={`agent-config-${config.id}`}
            className="flex flex-col gap-2"
          >
            <h3 id={`agent-config-${config.id}`} className="text-sm font-semibold">
              {config.title}
            </h3>
            {config.command ? (
              <>
                <p className="text-sm text-muted-foreground">{TEXT.runFirst}</p>
                <pre className={codeClass}>{config.command}</pre>
                <CopyButton
                  value={config.command}
                  feedbackMs={COPY_FEEDBACK_MS.code}
                  label={`${TEXT.copyCommand} (${config.title})`}
                  className={copyClass}
                />
              </>
            ) : null}
            <pre className={codeClass}>{config.json}</pre>
            <CopyButton
              value={config.json}
              feedbackMs={COPY_FEEDBACK_MS.code}
              label={`${TEXT.copyConfig} (${config.title})`}
              className={copyClass}
            />
          </section>
        ))}
      </DialogContent>
    </Dialog>
  );
}
