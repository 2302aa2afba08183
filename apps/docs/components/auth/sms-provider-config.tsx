import { ScrollBox } from '@/components/ui/scroll-box';
import { type SmsProvider, type SmsProviderId, smsProvider, smsProviders } from '@/data/auth/sms-providers';
import { SMS_CREDENTIAL_COLUMNS as COLUMNS, smsCredentialsCaption, smsSecretCell } from '@/lib/auth/sms-text';

export type SmsProviderConfigProps = {
  /** One provider (`twilio`, `twilio_verify`, `messagebird`, `textlocal`, `vonage`); all of them when omitted. */
  provider?: SmsProviderId;
};

const KEY_LABEL = `${COLUMNS.key.code}${COLUMNS.key.text}`;

/**
 * Below 40rem the rows stack (`.stack-table`, app/components.css): each credential is a card, its field on top
 * and every other cell on a line of its own under its column's name, so no column shrinks to a word a line.
 * Wider, the key column keeps each key on one line (`message_service_sid`).
 */
function ProviderTable({ provider }: { provider: SmsProvider }) {
  return (
    <ScrollBox label={smsCredentialsCaption(provider)} className="my-5">
      <table data-sms-provider={provider.id} className="stack-table">
        <caption className="text-left font-semibold">
          {`${smsCredentialsCaption(provider)} `}
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
            <th scope="col">{COLUMNS.field}</th>
            <th scope="col">
              <code>{COLUMNS.key.code}</code>
              {COLUMNS.key.text}
            </th>
            <th scope="col">{COLUMNS.whereToFind}</th>
            <th scope="col">{COLUMNS.secret}</th>
          </tr>
        </thead>
        <tbody>
          {provider.fields.map((field) => (
            <tr key={field.key} data-secret={field.secret}>
              <th scope="row">{field.label}</th>
              <td data-label={KEY_LABEL} className="whitespace-nowrap">
                <code>{field.key}</code>
              </td>
              <td data-label={COLUMNS.whereToFind}>{field.whereToFind}</td>
              <td data-label={COLUMNS.secret}>{smsSecretCell(field)}</td>
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
