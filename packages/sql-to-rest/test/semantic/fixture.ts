import type { Relationship } from './postgrest-v12.ts';

/**
 * A small library database with the awkward rows that tell joins apart: a book without an author, an
 * author without books, two authors with the same name, an author without a name, a publisher without
 * a country, NULL prices and JSON with missing keys.
 */
export const FIXTURE_SQL = `
create table publishers (id int primary key, name text not null, country text);
create table authors (
  id int primary key, name text, country text, born int, publisher_id int references publishers (id)
);
create table genres (id int primary key, name text not null);
create table books (
  id int primary key, title text not null, year int, price numeric(6, 2),
  author_id int references authors (id), genre_id int references genres (id), data jsonb
);
insert into publishers values (1, 'Penguin', 'UK'), (2, 'Knopf', 'US'), (3, 'Tiny', null);
insert into authors values
  (1, 'Tolkien', 'UK', 1892, 1), (2, 'Le Guin', 'US', 1929, 2), (3, 'Morrison', 'US', 1931, 2),
  (4, 'Nobody', 'FR', 1950, null), (5, null, 'US', 1960, 3), (6, 'Tolkien', 'US', 1970, 2);
insert into genres values (1, 'Fantasy'), (2, 'Fiction'), (3, 'Poetry');
insert into books values
  (1, 'The Hobbit', 1937, 12.50, 1, 1, '{"pages": 310, "price": "12.5"}'),
  (2, 'The Lord of the Rings', 1954, 30.00, 1, 1, '{"pages": 1178}'),
  (3, 'A Wizard of Earthsea', 1968, 9.99, 2, 1, '{"pages": 183}'),
  (4, 'The Left Hand of Darkness', 1969, 11.00, 2, 2, null),
  (5, 'Beloved', 1987, 14.25, 3, 2, '{"pages": 324}'),
  (6, 'Song of Solomon', 1977, 13.00, 3, null, '{"pages": 337}'),
  (7, 'Anonymous Poems', 2001, 5.00, null, 3, null),
  (8, 'Untitled Notes', 2010, null, 5, null, '{}'),
  (9, 'Late Tolkien', 2003, 8.00, 6, 1, null);
`;

/** The foreign keys above, both ways round, as PostgREST's schema cache would list them. */
export const RELATIONSHIPS: Relationship[] = [
  { from: 'books', to: 'authors', fromColumn: 'author_id', toColumn: 'id', toOne: true },
  { from: 'authors', to: 'books', fromColumn: 'id', toColumn: 'author_id', toOne: false },
  { from: 'books', to: 'genres', fromColumn: 'genre_id', toColumn: 'id', toOne: true },
  { from: 'genres', to: 'books', fromColumn: 'id', toColumn: 'genre_id', toOne: false },
  { from: 'authors', to: 'publishers', fromColumn: 'publisher_id', toColumn: 'id', toOne: true },
  { from: 'publishers', to: 'authors', fromColumn: 'id', toColumn: 'publisher_id', toOne: false },
];
