import { describe, expect, it } from 'vitest';
import { smsProvider } from '@/data/auth/sms-providers';
import { secretPrompts, smsConfigToml, smsSecretEnvVar, smsSecretVariables } from './sms-config-toml';

describe('smsConfigToml', () => {
  it('writes the Twilio block with the auth token read from the environment', () => {
    expect(smsConfigToml(smsProvider('twilio'))).toBe(
      [
        '[auth.sms]',
        '# Let people sign up with a phone number.',
        'enable_signup = true',
        '# A phone and password sign-up must enter the texted code before it can sign in.',
        'enable_confirmations = true',
        'template = "Your code is {{ .Code }}"',
        '',
        '[auth.sms.twilio]',
        'enabled = true',
        '# Account SID',
        'account_sid = ""',
        '# Auth Token: a secret, read from the environment. Never commit it.',
        'auth_token = "env(SUPABASE_AUTH_SMS_TWILIO_AUTH_TOKEN)"',
        '# Message Service SID',
        'message_service_sid = ""',
      ].join('\n'),
    );
  });

  it('leaves the message template out for Twilio Verify, which writes its own messages', () => {
    const toml = smsConfigToml(smsProvider('twilio_verify'));
    expect(toml).not.toContain('template =');
    expect(toml).toContain('[auth.sms.twilio_verify]');
    expect(toml).toContain('# Verify Service SID\nmessage_service_sid = ""');
  });

  it('never puts a secret value in the file, for any provider', () => {
    for (const id of ['twilio', 'twilio_verify', 'messagebird', 'textlocal', 'vonage'] as const) {
      const provider = smsProvider(id);
      const toml = smsConfigToml(provider);
      for (const field of provider.fields.filter((each) => each.secret)) {
        expect(toml).toContain(`${field.key} = "env(${smsSecretEnvVar(provider, field)})"`);
      }
    }
  });
});

describe('smsSecretVariables', () => {
  it('names one variable per secret: Vonage has only its API secret', () => {
    expect(smsSecretVariables(smsProvider('vonage')).map((variable) => variable.name)).toEqual([
      'SUPABASE_AUTH_SMS_VONAGE_API_SECRET',
    ]);
  });
});

describe('secretPrompts', () => {
  it('reads each secret without echo and exports it under the name config.toml uses', () => {
    expect(secretPrompts(smsProvider('messagebird'))).toBe(
      [
        '# Paste the Access Key when asked (it is not shown)',
        'read -rs SUPABASE_AUTH_SMS_MESSAGEBIRD_ACCESS_KEY && export SUPABASE_AUTH_SMS_MESSAGEBIRD_ACCESS_KEY',
      ].join('\n'),
    );
  });
});
