import { type SmsProvider, type SmsProviderId, smsProvider, smsProviders } from '@/data/auth/sms-providers';
import { ScrollBox } from './ui/scroll-box';

export type SmsProviderConfigProps = {
  /** One provider (`twilio`, `twilio_verify`, `messagebird`, `textlocal`, `vonage`); all of them when omitted. */
  provider?: SmsProviderId;
};

function ProviderTable({ provider }: { provider: SmsProvider }) {
  return (
    <ScrollBox label={`${provider.name} credentials`} className="my-5">
      <table data-sms-provider={provider.id}>
        <caption className="text-left font-semibold">
          {`${provider.name} credentials `}
          <span className="font-normal text-muted-foreground">
            (from the{' '}
            <a href={provider.console.url} target="_blank" rel="noreferrer">
              {provider.console.name}
            </a>
            )
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Dashboard field</th>
            <th scope="col">
              <code>config.toml</code> key
            </th>
            <th scope="col">Where to find it</th>
            <th scope="col">Secret</th>
          </tr>
        </thead>
        <tbody>
          {provider.fields.map((field) => (
            <tr key={field.key} data-secret={field.secret}>
              <th scope="row">{field.label}</th>
              <td>
                <code>{field.key}</code>
              </td>
              <td>{field.whereToFind}</td>
              <td>{field.secret ? 'Yes: keep it out of code and the repository' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/**
 * The credentials an SMS provider needs, where each is found and which are secret, from
 * data/auth/sms-providers.ts (server-rendered, no client code). An unknown provider fails the build.
 */
export function SmsProviderConfig({ provider }: SmsProviderConfigProps) {
  const shown = provider === undefined ? smsProviders : [smsProvider(provider)];
  return (
    <>
      {shown.map((each) => (
        <ProviderTable key={each.id} provider={each} />
      ))}
    </>
  );
}
