'use client';

import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatExpiry, JWT_EXPIRY_OPTIONS, type JwtExpiryId, jwtExpiry } from '@/lib/auth-generators/expiry';
import { JWT_GENERATOR_TEXT, JWT_ROLE_NOTES as roleNotes } from '@/lib/auth-generators/jwt-generator-text';
import { createRoleJwt, JWT_ROLES, type JwtRole } from '@/lib/auth-generators/role-jwt';
import { jwtSecretError } from '@/lib/auth-generators/validate';
import { describedBy, FormField, inputClass } from './form-field';
import { GeneratorFrame } from './generator-frame';
import { TokenOutput } from './token-output';

/** Signs an anon or service_role key for a self-hosted project with its JWT secret, in the browser. */
export function JwtGenerator() {
  const id = useId();
  const [secret, setSecret] = useState('');
  const [showSecret, setShowSecret] = useState(false);
  const [role, setRole] = useState<JwtRole>('anon');
  const [expiry, setExpiry] = useState<JwtExpiryId>('10y');
  const [date, setDate] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [result, setResult] = useState<{ token: string; exp: number; role: JwtRole } | null>(null);

  const secretError = submitted ? (jwtSecretError(secret) ?? undefined) : undefined;
  const expiryCheck = jwtExpiry(expiry, new Date(), date);
  const dateError = submitted && !expiryCheck.ok ? expiryCheck.error : undefined;

  // Any change makes the token shown out of date, so it goes.
  const edit = <T,>(set: (value: T) => void) => {
    return (value: T) => {
      set(value);
      setResult(null);
    };
  };

  const generate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const now = new Date();
    const exp = jwtExpiry(expiry, now, date);
    if (jwtSecretError(secret)) return document.getElementById(`${id}-secret`)?.focus();
    if (!exp.ok) return document.getElementById(`${id}-date`)?.focus();
    const token = await createRoleJwt({ secret, role, now, exp: exp.exp });
    setResult({ token, exp: exp.exp, role });
  };

  return (
    <GeneratorFrame
      id={id}
      slot="jwt-generator"
      title={JWT_GENERATOR_TEXT.title}
      privacy={JWT_GENERATOR_TEXT.privacy}
      onSubmit={generate}
      output={
        <TokenOutput
          id={`${id}-token`}
          label="Token"
          token={result?.token ?? null}
          placeholder="The signed token appears here."
          note={
            result
              ? `A ${result.role} key that expires on ${formatExpiry(result.exp)}.${result.role === 'service_role' ? ' Keep it on your servers.' : ''}`
              : 'Services accept the token until its expiry, and until the JWT secret changes.'
          }
        />
      }
    >
      <div className="sm:col-span-2">
        <FormField
          id={`${id}-secret`}
          label="JWT secret"
          hint="The JWT_SECRET of your self-hosted project, at least 32 characters."
          error={secretError}
        >
          <input
            {...describedBy(`${id}-secret`, true, secretError)}
            type={showSecret ? 'text' : 'password'}
            value={secret}
            onChange={(event) => edit(setSecret)(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            className={`${inputClass} font-mono`}
          />
        </FormField>
        <label className="mt-2 inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={showSecret}
            onChange={(event) => setShowSecret(event.target.checked)}
            className="size-4 accent-primary"
          />
          Show secret
        </label>
      </div>
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 text-sm font-medium">Role</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {JWT_ROLES.map((option) => (
            <label
              key={option}
              className="flex gap-2 rounded-md border border-border p-3 text-sm has-checked:border-primary"
            >
              <input
                type="radio"
                name={`${id}-role`}
                value={option}
                checked={role === option}
                onChange={() => edit(setRole)(option)}
                aria-describedby={`${id}-${option}-note`}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <span>
                <code className="font-mono font-medium">{option}</code>
                <span id={`${id}-${option}-note`} className="mt-1 block text-muted-foreground">
                  {roleNotes[option]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormField id={`${id}-expiry`} label="Expires after">
        <select
          {...describedBy(`${id}-expiry`, false, undefined)}
          value={expiry}
          onChange={(event) => edit(setExpiry)(event.target.value as JwtExpiryId)}
          className={inputClass}
        >
          {JWT_EXPIRY_OPTIONS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
      {expiry === 'date' ? (
        <FormField
          id={`${id}-date`}
          label="Expiry date"
          hint="The token expires at 23:59:59 UTC that day."
          error={dateError}
        >
          <input
            {...describedBy(`${id}-date`, true, dateError)}
            type="date"
            value={date}
            onChange={(event) => edit(setDate)(event.target.value)}
            className={inputClass}
          />
        </FormField>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit">Generate token</Button>
      </div>
    </GeneratorFrame>
  );
}
