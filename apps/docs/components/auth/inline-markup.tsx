import {
  CALLBACK_PLACEHOLDER,
  CALLBACK_TOKEN,
  PROJECT_DOMAIN_PLACEHOLDER,
  PROJECT_DOMAIN_TOKEN,
} from '@/data/auth/social-providers';
import { PLACEHOLDER_TOKENS, parseInline } from '@/lib/auth/inline-markup';
import type { DashboardLink as DashboardTarget } from '@/lib/dashboard-links';
import { DashboardLink } from '../dashboard-link';

/** Text in the Auth pages' inline markup (lib/auth/inline-markup.ts) as elements; tokens become placeholders. */
export function InlineMarkup({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, index) => {
        const key = `${index}-${part.kind}`;
        switch (part.kind) {
          case 'strong':
            return <strong key={key}>{part.text}</strong>;
          case 'code':
            return <code key={key}>{part.text}</code>;
          case 'link':
            return (
              <a key={key} href={part.href}>
                {part.text}
              </a>
            );
          case 'dashboard':
            return (
              <DashboardLink key={key} to={part.to as DashboardTarget}>
                {part.text}
              </DashboardLink>
            );
          default:
            return <Placeholders key={key} text={part.text} />;
        }
      })}
    </>
  );
}

function Placeholders({ text }: { text: string }) {
  const pieces = text.split(PLACEHOLDER_TOKENS);
  return (
    <>
      {pieces.map((piece, index) => {
        const key = `${index}-${piece}`;
        if (piece === CALLBACK_TOKEN) return <code key={key}>{CALLBACK_PLACEHOLDER}</code>;
        if (piece === PROJECT_DOMAIN_TOKEN) return <code key={key}>{PROJECT_DOMAIN_PLACEHOLDER}</code>;
        return piece;
      })}
    </>
  );
}
