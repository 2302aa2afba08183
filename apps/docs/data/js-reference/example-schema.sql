-- The tables the supabase-js reference's database examples query. The examples' test runs this on PGlite and
-- the examples with supabase-js against the REST stand-in; example-database.ts is its TypeScript shape.
create table public.countries (
  id integer primary key,
  name text not null,
  code text not null unique,
  continent text not null,
  languages text[] not null default '{}'
);

create table public.cities (
  id integer primary key,
  name text not null,
  country_id integer not null references public.countries (id),
  population integer not null,
  nickname text
);

create table public.notes (
  id integer primary key,
  title text not null,
  body text not null default '',
  tags text[] not null default '{}',
  fts tsvector generated always as (to_tsvector('english', title || ' ' || body)) stored
);

create table public.bookings (
  id integer primary key,
  room text not null,
  during int4range not null
);

create function public.cities_in(country_code text) returns integer
language sql stable
as $$
  select count(*)::integer from public.cities
  join public.countries on countries.id = cities.country_id
  where countries.code = country_code
$$;

insert into public.countries (id, name, code, continent, languages) values
  (1, 'France', 'FR', 'Europe', '{french}'),
  (2, 'Japan', 'JP', 'Asia', '{japanese}'),
  (3, 'Canada', 'CA', 'North America', '{english,french}'),
  (4, 'Kenya', 'KE', 'Africa', '{swahili,english}');

insert into public.cities (id, name, country_id, population, nickname) values
  (1, 'Paris', 1, 2102650, 'City of Light'),
  (2, 'Lyon', 1, 520774, null),
  (3, 'Osaka', 2, 2752412, null),
  (4, 'Montreal', 3, 1762949, null),
  (5, 'Nairobi', 4, 4397073, null);

insert into public.notes (id, title, body, tags) values
  (1, 'Cat care', 'Cats sleep most of the day and like a warm spot.', '{pets,cats}'),
  (2, 'Dog walks', 'Dogs need a walk every morning.', '{pets,dogs}'),
  (3, 'Bread', 'Flour, water, salt and time.', '{cooking}');

insert into public.bookings (id, room, during) values
  (1, 'Atlas', '[9,11)'),
  (2, 'Atlas', '[13,15)'),
  (3, 'Boreal', '[10,12)');

grant select, insert, update, delete on all tables in schema public to anon;
grant execute on function public.cities_in(text) to anon;
