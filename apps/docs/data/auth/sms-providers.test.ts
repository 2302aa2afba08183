import { describe, expect, it } from 'vitest';
import { SMS_PROVIDER_IDS, smsProvider, smsProviders, smsVendors } from './sms-providers';

const credentials = (id: (typeof SMS_PROVIDER_IDS)[number]) =>
  Object.fromEntries(smsProvider(id).fields.map((field) => [field.key, field.secret]));

describe('SMS providers', () => {
  it('has the four vendors Auth sends through, with Twilio Verify as a variant of Twilio', () => {
    expect(smsVendors.map((provider) => provider.name)).toEqual([
      'Twilio',
      'MessageBird',
      'TextLocal',
      'Vonage',
    ]);
    expect(smsProvider('twilio_verify').variantOf).toBe('twilio');
    expect(smsProviders.map((provider) => provider.id)).toEqual([...SMS_PROVIDER_IDS]);
  });

  it('marks exactly the credentials that must stay secret', () => {
    expect(credentials('twilio')).toEqual({
      account_sid: false,
      auth_token: true,
      message_service_sid: false,
    });
    expect(credentials('twilio_verify')).toEqual({
      account_sid: false,
      auth_token: true,
      message_service_sid: false,
    });
    expect(credentials('messagebird')).toEqual({ access_key: true, originator: false });
    expect(credentials('textlocal')).toEqual({ api_key: true, sender: false });
    expect(credentials('vonage')).toEqual({ api_key: false, api_secret: true, from: false });
  });

  it('labels the Verify Service SID as such, though the CLI keeps the Messaging key name', () => {
    const field = smsProvider('twilio_verify').fields.find((each) => each.key === 'message_service_sid');
    expect(field?.label).toBe('Verify Service SID');
    expect(field?.whereToFind).toMatch(/\bVA\b/);
  });

  it('links the three providers of the grid to their phone-login pages', () => {
    expect(smsVendors.map((provider) => provider.guide)).toEqual([
      '/guides/auth/phone-login/twilio/',
      '/guides/auth/phone-login/messagebird/',
      undefined,
      '/guides/auth/phone-login/vonage/',
    ]);
  });

  it('rejects an unknown provider with the known ones in the message', () => {
    // @ts-expect-error: an id outside the list, as an MDX page could pass one
    expect(() => smsProvider('plivo')).toThrow('Unknown SMS provider "plivo". Known: twilio, twilio_verify');
  });
});
