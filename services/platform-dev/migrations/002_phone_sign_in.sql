-- Phone sign-in: a user has an email or a phone number (digits of the E.164 form, without the plus, as GoTrue
-- stores it), or both; a phone user may have no password. One-time SMS codes are kept only as keyed hashes.

ALTER TABLE users ALTER COLUMN email DROP NOT NULL;

ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;

ALTER TABLE users ADD COLUMN phone text UNIQUE;

ALTER TABLE users ADD COLUMN phone_confirmed_at timestamptz;

ALTER TABLE users ADD CONSTRAINT users_email_or_phone CHECK (email IS NOT NULL OR phone IS NOT NULL);

-- The latest code texted to a number. `sent_at` stays after the code is used, so the resend window holds.
CREATE TABLE phone_otps (
  phone text PRIMARY KEY,
  code_hash text NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
