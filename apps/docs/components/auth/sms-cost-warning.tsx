import { Admonition } from '@/components/admonition';
import { SMS_COST_WARNING } from '@/lib/auth/sms-text';
import { InlineMarkup } from './inline-markup';

/** The note every phone sign-in page carries: each text message is billed, and bots know it. */
export function SmsCostWarning() {
  return (
    <Admonition type={SMS_COST_WARNING.type} title={SMS_COST_WARNING.title}>
      <p>
        <InlineMarkup text={SMS_COST_WARNING.intro} />
      </p>
      <ul>
        {SMS_COST_WARNING.advice.map((item) => (
          <li key={item}>
            <InlineMarkup text={item} />
          </li>
        ))}
      </ul>
      <p>
        <InlineMarkup text={SMS_COST_WARNING.outro} />
      </p>
    </Admonition>
  );
}
