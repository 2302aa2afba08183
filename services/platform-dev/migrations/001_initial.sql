-- Users, organizations and projects; sessions, refresh tokens and PKCE codes of the auth server.

CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz
);

CREATE TABLE organizations (
  id integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE memberships (
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, organization_id)
);

CREATE TABLE projects (
  ref text PRIMARY KEY,
  name text NOT NULL,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  is_branch_enabled boolean NOT NULL DEFAULT false
);

CREATE INDEX projects_organization_id ON projects (organization_id);

-- A branch has its own ref (its own API settings); the production branch's ref is its parent project's ref.
CREATE TABLE branches (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  project_ref text NOT NULL UNIQUE,
  parent_project_ref text NOT NULL REFERENCES projects (ref) ON DELETE CASCADE
);

CREATE INDEX branches_parent_project_ref ON branches (parent_project_ref);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoked_reason text
);

CREATE INDEX sessions_user_id ON sessions (user_id);

-- Only a SHA-256 of each refresh token is stored. A spent token stays, so reusing it can be recognised.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  spent_at timestamptz
);

CREATE INDEX refresh_tokens_session_id ON refresh_tokens (session_id);

-- One-time PKCE authorization codes (SHA-256 stored), with the S256 challenge they were issued for.
CREATE TABLE auth_codes (
  code_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_challenge text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
