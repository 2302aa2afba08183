'use client';

import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  type AppleIds,
  appleIdErrors,
  createAppleClientSecret,
} from '@/lib/auth-generators/apple-client-secret';
import { APPLE_GENERATOR_TEXT } from '@/lib/auth-generators/apple-generator-text';
import {
  APPLE_VALIDITY_OPTIONS,
  type AppleValidityId,
  appleValiditySeconds,
  formatExpiry,
} from '@/lib/auth-generators/expiry';
import { parseApplePrivateKey } from '@/lib/auth-generators/private-key';
import { describedBy, FormField, inputClass } from './form-field';
import { GeneratorFrame } from './generator-frame';
import { TokenOutput } from './token-output';

/** A .p8 key is about 250 bytes; anything this large is another file, and is not read into memory. */
const MAX_KEY_FILE_BYTES = 16 * 1024;
/** Apple names the download AuthKey_<Key ID>.p8, so the Key ID can be filled in from the file name. */
const KEY_FILE_NAME = /^AuthKey_([A-Z0-9]{10})\.p8$/;

type KeyFile =
  | { status: 'none' }
  | { status: 'ready'; pkcs8: Uint8Array<ArrayBuffer> }
  | { status: 'error'; error: string };

const fieldOrder = ['keyFile', 'teamId', 'keyId', 'servicesId'] as const;

/**
 * Signs the client secret Sign in with Apple needs, in the browser: the key file is read with the File API
 * and imported into WebCrypto; it is never uploaded or stored.
 */
export function AppleSecretGenerator() {
  const id = useId();
  const [keyFile, setKeyFile] = useState<KeyFile>({ status: 'none' });
  const [ids, setIds] = useState<AppleIds>({ teamId: '', keyId: '', servicesId: '' });
  const [validity, setValidity] = useState<AppleValidityId>('max');
  const [submitted, setSubmitted] = useState(false);
  const [result, setResult] = useState<{ token: string; exp: number } | null>(null);

  const idErrors = submitted ? appleIdErrors(ids) : {};
  const keyError =
    keyFile.status === 'error'
      ? keyFile.error
      : submitted && keyFile.status === 'none'
        ? 'Choose your .p8 key file.'
        : undefined;
  const errors: Partial<Record<(typeof fieldOrder)[number], string>> = { keyFile: keyError, ...idErrors };

  const changeId = (field: keyof AppleIds, value: string) => {
    setIds((current) => ({ ...current, [field]: value }));
    setResult(null);
  };

  const pickFile = async (file: File | undefined) => {
    setResult(null);
    if (!file) return setKeyFile({ status: 'none' });
    if (file.size > MAX_KEY_FILE_BYTES) {
      return setKeyFile({
        status: 'error',
        error: 'This file is too large to be a .p8 key (they are under 1 KB).',
      });
    }
    const parsed = parseApplePrivateKey(await file.text());
    setKeyFile(parsed.ok ? { status: 'ready', pkcs8: parsed.der } : { status: 'error', error: parsed.error });
    const fromName = KEY_FILE_NAME.exec(file.name)?.[1];
    if (parsed.ok && fromName)
      setIds((current) => (current.keyId ? current : { ...current, keyId: fromName }));
  };

  const generate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = { ...appleIdErrors(ids), keyFile: keyFile.status === 'ready' ? undefined : 'missing' };
    const first = fieldOrder.find((field) => problems[field]);
    if (first || keyFile.status !== 'ready') {
      document.getElementById(`${id}-${first ?? 'keyFile'}`)?.focus();
      return;
    }
    const signed = await createAppleClientSecret({
      pkcs8: keyFile.pkcs8,
      ids,
      validitySeconds: appleValiditySeconds(validity),
      now: new Date(),
    });
    if (signed.ok) setResult({ token: signed.token, exp: signed.exp });
    else setKeyFile({ status: 'error', error: signed.error });
  };

  return (
    <GeneratorFrame
      id={id}
      slot="apple-secret-generator"
      title={APPLE_GENERATOR_TEXT.title}
      privacy={APPLE_GENERATOR_TEXT.privacy}
      onSubmit={generate}
      output={
        <TokenOutput
          id={`${id}-token`}
          label="Client secret"
          token={result?.token ?? null}
          placeholder="The signed client secret appears here."
          note={
            result
              ? `Expires on ${formatExpiry(result.exp)}. Generate a new secret and paste it into the Apple provider settings before then: Apple refuses an expired one and sign-in stops working.`
              : 'Apple rejects the secret once it expires, so note the date shown here when you generate one.'
          }
        />
      }
    >
      <div className="sm:col-span-2">
        <FormField
          id={`${id}-keyFile`}
          label="Private key (.p8 file)"
          hint="The AuthKey_….p8 file you downloaded when you created the key."
          error={errors.keyFile}
        >
          <input
            {...describedBy(`${id}-keyFile`, true, errors.keyFile)}
            type="file"
            accept=".p8,.pem,.txt"
            onChange={(event) => pickFile(event.currentTarget.files?.[0])}
            className="text-sm file:mr-3 file:h-9 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:text-sm file:font-medium file:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          />
        </FormField>
      </div>
      <FormField
        id={`${id}-teamId`}
        label="Team ID"
        hint="10 characters, in your Apple Developer account's membership details."
        error={errors.teamId}
      >
        <input
          {...describedBy(`${id}-teamId`, true, errors.teamId)}
          value={ids.teamId}
          onChange={(event) => changeId('teamId', event.target.value)}
          autoComplete="off"
          spellCheck={false}
          className={`${inputClass} font-mono`}
        />
      </FormField>
      <FormField
        id={`${id}-keyId`}
        label="Key ID"
        hint="10 characters, shown with the key (and in its file name)."
        error={errors.keyId}
      >
        <input
          {...describedBy(`${id}-keyId`, true, errors.keyId)}
          value={ids.keyId}
          onChange={(event) => changeId('keyId', event.target.value)}
          autoComplete="off"
          spellCheck={false}
          className={`${inputClass} font-mono`}
        />
      </FormField>
      <FormField
        id={`${id}-servicesId`}
        label="Services ID"
        hint="The identifier of your Services ID, such as com.example.web; it is also the client ID."
        error={errors.servicesId}
      >
        <input
          {...describedBy(`${id}-servicesId`, true, errors.servicesId)}
          value={ids.servicesId}
          onChange={(event) => changeId('servicesId', event.target.value)}
          autoComplete="off"
          spellCheck={false}
          className={`${inputClass} font-mono`}
        />
      </FormField>
      <FormField
        id={`${id}-validity`}
        label="Valid for"
        hint="Apple accepts at most 15,777,000 seconds (about 6 months)."
      >
        <select
          {...describedBy(`${id}-validity`, true, undefined)}
          value={validity}
          onChange={(event) => {
            setValidity(event.target.value as AppleValidityId);
            setResult(null);
          }}
          className={inputClass}
        >
          {APPLE_VALIDITY_OPTIONS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit">Generate client secret</Button>
      </div>
    </GeneratorFrame>
  );
}
