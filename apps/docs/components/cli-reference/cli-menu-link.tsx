'use client';

import { clsx as cn } from 'clsx';
import { type ReactNode, useEffect, useRef } from 'react';
import { useActiveCliCommand } from './cli-scroll-spy';

/** Keeps the active entry visible inside the scrolling menu without moving the page itself. */
function revealInMenu(link: HTMLElement) {
  const scroller = link.closest<HTMLElement>('[data-cli-menu-scroller]');
  if (!scroller || scroller.scrollHeight <= scroller.clientHeight) return;
  const linkBox = link.getBoundingClientRect();
  const box = scroller.getBoundingClientRect();
  if (linkBox.top < box.top || linkBox.bottom > box.bottom) {
    scroller.scrollTop += linkBox.top - box.top - box.height / 3;
  }
}

/** A menu entry; it becomes `aria-current="location"` while its section is the one in view. */
export function CliMenuLink({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  const isActive = useActiveCliCommand() === id;
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (isActive && ref.current) revealInMenu(ref.current);
  }, [isActive]);

  return (
    <a
      ref={ref}
      href={`#${id}`}
      aria-current={isActive ? 'location' : undefined}
      data-active={isActive || undefined}
      className={cn(
        'flex items-center gap-2 rounded-md px-2 py-1 text-sm text-muted-foreground hover:bg-muted hover:text-foreground',
        'data-[active]:bg-accent data-[active]:font-medium data-[active]:text-accent-foreground',
        className,
      )}
    >
      {children}
    </a>
  );
}
