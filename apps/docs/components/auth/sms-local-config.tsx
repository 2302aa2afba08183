import { HighlightedCode } from '@/components/code/highlighted-code';
import { type SmsProviderId, smsProvider } from '@/data/auth/sms-providers';
import { secretPrompts, smsConfigToml } from '@/lib/auth/sms-config-toml';

export type SmsLocalConfigProps = {
  /** `twilio`, `twilio_verify`, `messagebird`, `textlocal` or `vonage`. */
  provider: SmsProviderId;
};

/**
 * The provider's `[auth.sms]` block for the CLI's `supabase/config.toml`, and the shell lines that supply its
 * secrets, both built from the provider data (server-rendered).
 */
export function SmsLocalConfig({ provider }: SmsLocalConfigProps) {
  return (
    <>
      <HighlightedCode code={smsConfigToml(smsProvider(provider))} lang="toml" title="supabase/config.toml" />
      <HighlightedCode code={secretPrompts(smsProvider(provider))} lang="bash" title="Terminal" />
    </>
  );
}
