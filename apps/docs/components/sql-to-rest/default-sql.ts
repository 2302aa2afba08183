/**
 * The query the editor starts with. It shows several features at once: a column alias, a join that becomes
 * an embedded resource, a LIKE pattern, AND with a nested OR, ordering, and LIMIT with OFFSET.
 */
export const DEFAULT_SQL = `select books.title, books.pages as page_count, authors.name as author
from books
join authors on authors.id = books.author_id
where books.title ilike '%postgres%' and (books.pages > 100 or books.pages is null)
order by books.title
limit 10 offset 20`;
