import { Admonition } from './admonition';

/** Where the warning sends readers (spec §2): the CAPTCHA guide and the production checklist. */
export const SMS_COST_LINKS = {
  captcha: '/guides/auth/captcha/',
  checklist: '/guides/platform/going-into-prod/',
  rateLimits: '/guides/auth/rate-limits/',
} as const;

/** The note every phone sign-in page carries: each text message is billed, and bots know it. */
export function SmsCostWarning() {
  return (
    <Admonition type="caution" title="Keep SMS costs under control">
      <p>
        Every code you send is billed by your SMS provider, and some fraud schemes exist only to make you send
        more. In <strong>SMS pumping</strong> (also called toll fraud), bots ask your sign-in form for codes
        to premium-rate or foreign numbers whose carriers share the fees with the attacker; nobody ever enters
        those codes.
      </p>
      <ul>
        <li>
          Put a <a href={SMS_COST_LINKS.captcha}>CAPTCHA</a> in front of every form that sends a code.
        </li>
        <li>
          Keep the <a href={SMS_COST_LINKS.rateLimits}>auth rate limits</a> on codes as low as your real
          traffic allows.
        </li>
        <li>
          Allow only the countries you serve in your provider's sending settings, and set a spending alert.
        </li>
      </ul>
      <p>
        The <a href={SMS_COST_LINKS.checklist}>going-into-production checklist</a> covers these with the rest
        of a launch review.
      </p>
    </Admonition>
  );
}
