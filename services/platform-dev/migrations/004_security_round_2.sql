-- Issue 36. Whether a mailed link or code, or a texted code, is the confirmation of a sign-up with a
-- password: any other first confirmation (a sign-in code, a recovery link) drops a password set before it.
ALTER TABLE email_tokens ADD COLUMN keeps_password boolean NOT NULL DEFAULT false;

ALTER TABLE phone_otps ADD COLUMN keeps_password boolean NOT NULL DEFAULT false;

-- Wrong 6-digit codes entered for an address's live mails; at the limit the mails are void.
ALTER TABLE email_tokens ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0;

-- The last TOTP time step accepted for a factor: a code works once.
ALTER TABLE mfa_factors ADD COLUMN last_totp_step integer;
