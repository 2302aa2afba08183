-- Email sign-up and sign-in links, email changes, anonymous users and TOTP factors. Accounts that existed
-- before (the seed) count as confirmed by email, as they always have.

ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz;

UPDATE users SET email_confirmed_at = created_at WHERE email IS NOT NULL;

ALTER TABLE users ADD COLUMN is_anonymous boolean NOT NULL DEFAULT false;

ALTER TABLE users ADD COLUMN user_metadata jsonb NOT NULL DEFAULT '{}'::jsonb;

-- An email address asked for by PUT /user, until the link sent to it is followed.
ALTER TABLE users ADD COLUMN new_email text;

ALTER TABLE users DROP CONSTRAINT users_email_or_phone;

ALTER TABLE users ADD CONSTRAINT users_email_or_phone CHECK (email IS NOT NULL OR phone IS NOT NULL OR is_anonymous);

-- The latest link and code mailed to a user for one purpose (signup, magiclink, recovery, email_change).
-- The link token and the 6-digit code are kept only as keyed hashes; a PKCE flow keeps its challenge.
CREATE TABLE email_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  email text NOT NULL,
  code_hash text NOT NULL,
  code_challenge text,
  redirect_to text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX email_tokens_user_kind ON email_tokens (user_id, kind);

CREATE INDEX email_tokens_email_code ON email_tokens (email, code_hash);

-- When an address last asked for a mail of a kind, whether or not it has an account (so the 60-second
-- window answers alike for both).
CREATE TABLE email_request_windows (
  email text NOT NULL,
  purpose text NOT NULL,
  requested_at timestamptz NOT NULL,
  PRIMARY KEY (email, purpose)
);

-- How a session was started (GoTrue's `amr` method) and whether a second factor was verified in it.
ALTER TABLE sessions ADD COLUMN amr_method text NOT NULL DEFAULT 'password';

ALTER TABLE sessions ADD COLUMN aal text NOT NULL DEFAULT 'aal1';

ALTER TABLE sessions ADD COLUMN mfa_verified_at timestamptz;

ALTER TABLE auth_codes ADD COLUMN amr_method text NOT NULL DEFAULT 'oauth';

-- TOTP factors; the secret is AES-256-GCM encrypted under a key derived from the server's secret.
CREATE TABLE mfa_factors (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  friendly_name text,
  factor_type text NOT NULL,
  status text NOT NULL,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX mfa_factors_user_id ON mfa_factors (user_id);

CREATE TABLE mfa_challenges (
  id uuid PRIMARY KEY,
  factor_id uuid NOT NULL REFERENCES mfa_factors (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  verified_at timestamptz
);
