-- A small stand-in for the parts of a hosted project's database that guides rely on: the API roles, the
-- auth helpers that read the request's JWT claims, and the storage tables. It follows the platform's shapes
-- closely enough for samples and policies to run; it is not a copy of the platform's own migrations.

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
-- The role the REST API logs in as; its settings (`alter role authenticator set pgrst.…`) configure the API.
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;

create schema auth;
create schema storage;
create schema extensions;

-- Objects of extensions installed `with schema extensions` resolve without a prefix, as on the platform, whose
-- roles search "$user", public, extensions. PGlite sets its own search path when it starts, so createPlatformDb
-- sets this again on every database it starts.
set search_path = "$user", public, extensions;

-- The API roles can use the public schema, and tables created later are reachable by them (row level
-- security then decides which rows), as on a new project.
grant usage on schema public, auth, storage, extensions to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant execute on functions to anon, authenticated, service_role;

create table auth.users (
  id uuid primary key default gen_random_uuid(),
  email text unique,
  phone text unique,
  raw_user_meta_data jsonb not null default '{}',
  raw_app_meta_data jsonb not null default '{}',
  -- True for a user from an anonymous sign-in, until they add an email address, a phone number or an identity.
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The claims of the request's JWT, as the API sets them for each request (empty for none).
create function auth.jwt() returns jsonb
  language sql stable
  as $$ select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb $$;

create function auth.uid() returns uuid
  language sql stable
  as $$ select nullif(auth.jwt() ->> 'sub', '')::uuid $$;

create function auth.role() returns text
  language sql stable
  as $$ select auth.jwt() ->> 'role' $$;

create function auth.email() returns text
  language sql stable
  as $$ select auth.jwt() ->> 'email' $$;

grant select on auth.users to service_role;
grant execute on all functions in schema auth to anon, authenticated, service_role;

create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  name text not null,
  -- The storage API records the uploader; here the default does the same from the request's claims.
  owner uuid default auth.uid(),
  owner_id text default auth.jwt() ->> 'sub',
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- Path helpers used in storage policies: 'a/b/c.png' → folders {a,b}, file 'c.png', extension 'png'.
create function storage.foldername(name text) returns text[]
  language sql immutable
  as $$ select (string_to_array(name, '/'))[1:greatest(array_length(string_to_array(name, '/'), 1) - 1, 0)] $$;

create function storage.filename(name text) returns text
  language sql immutable
  as $$ select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)] $$;

create function storage.extension(name text) returns text
  language sql immutable
  as $$ select case when storage.filename(name) like '%.%'
                    then reverse(split_part(reverse(storage.filename(name)), '.', 1)) else '' end $$;

grant execute on all functions in schema storage to anon, authenticated, service_role;

-- Realtime streams the changes of the tables in this publication.
create publication supabase_realtime;

-- Realtime authorization: before letting a client join a private channel, Realtime runs a select (to receive)
-- or an insert (to send) on realtime.messages as that user, with the channel's topic in `realtime.topic`, inside
-- a transaction it rolls back. Policies on this table decide.
create schema realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table realtime.messages (
  id bigint generated always as identity primary key,
  topic text not null,
  extension text not null check (extension in ('broadcast', 'presence')),
  event text,
  payload jsonb,
  private boolean not null default true,
  inserted_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table realtime.messages enable row level security;
grant select, insert on realtime.messages to anon, authenticated, service_role;

create function realtime.topic() returns text
  language sql stable
  as $$ select nullif(current_setting('realtime.topic', true), '') $$;
grant execute on function realtime.topic() to anon, authenticated, service_role;
