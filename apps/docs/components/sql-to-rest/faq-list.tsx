import type { ReactNode } from 'react';
import type { FaqId } from '@/lib/sql-to-rest/faqs';
import { Accordion, AccordionItem } from '../ui/accordion';
import { WidgetSection } from './widget-section';

const code = (text: string) => (
  <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]">{text}</code>
);

/** The FAQ texts; which of them show depends on the query and the selected tab. */
const FAQS: Record<FaqId, { question: string; answer: ReactNode }> = {
  'what-is-curl': {
    question: 'What is cURL?',
    answer: (
      <>
        cURL is a command-line program for making HTTP requests; most operating systems come with it. Paste
        the command into a terminal to send the request. A hosted project also needs your API key, for example{' '}
        {code('-H "apikey: <anon key>"')}.
      </>
    ),
  },
  'what-is-http': {
    question: 'What does the HTTP tab show?',
    answer: (
      <>
        The request as it travels over the network (HTTP/1.1): the method, the path with its query string, the
        headers and, for writes, the JSON body. Any HTTP client can send it; it is what the cURL command sends
        too.
      </>
    ),
  },
  'what-is-supabase-js': {
    question: 'What is supabase-js?',
    answer: (
      <>
        The JavaScript client library. The code expects a client made with{' '}
        {code('createClient(url, anonKey)')} in a variable named {code('supabase')}; it builds the same REST
        request as the other tabs and returns the rows in {code('data')}.
      </>
    ),
  },
  'curl-get-data': {
    question: 'What do -G and -d do?',
    answer: (
      <>
        Each {code('-d')} adds one parameter. On its own, {code('-d')} would make cURL send a POST with the
        parameters in the body; {code('-G')} makes it send a GET and append them to the URL instead. The
        values are already URL-encoded, so cURL passes them on unchanged.
      </>
    ),
  },
  aliases: {
    question: 'How do aliases work?',
    answer: (
      <>
        PostgREST renames a column with {code('alias:column')} in the {code('select')} parameter, so{' '}
        {code('pages as page_count')} becomes {code('page_count:pages')}. The keys of the returned JSON use
        the alias.
      </>
    ),
  },
  'lower-case-aliases': {
    question: 'Why is my alias in lower case?',
    answer: (
      <>
        PostgreSQL turns identifiers that are not in double quotes into lower case, so {code('as pageCount')}{' '}
        names the column {code('pagecount')}. To keep capital letters, quote the alias:{' '}
        {code('as "pageCount"')}.
      </>
    ),
  },
  and: {
    question: 'How is AND expressed?',
    answer: (
      <>
        Conditions joined by AND at the top level become separate query parameters, and PostgREST applies all
        of them. An AND group inside an OR is written {code('and(…)')} within the {code('or')} parameter.
      </>
    ),
  },
  joins: {
    question: 'How do joins work?',
    answer: (
      <>
        PostgREST has no JOIN. It follows foreign keys instead: a related table named inside {code('select')},
        such as {code('authors(name)')}, is embedded in each row as a nested object or array, and{' '}
        {code('...authors(name)')} spreads a to-one table's columns into the row, giving SQL's flat rows.{' '}
        {code('!inner')} keeps only rows that have a match, like an inner join in SQL. This needs a foreign
        key between the two tables.
      </>
    ),
  },
  'like-wildcard': {
    question: 'Why is % replaced by *?',
    answer: (
      <>
        In a URL, {code('%')} starts an encoded character, so PostgREST also accepts {code('*')} as the LIKE
        and ILIKE wildcard for any run of characters. The request uses {code('*')} so that it stays readable.
      </>
    ),
  },
  range: {
    question: 'Why range() instead of limit() and offset()?',
    answer: (
      <>
        supabase-js has no {code('offset()')}. {code('range(from, to)')} picks rows by position, counting from
        zero with both ends included, so {code('LIMIT 10 OFFSET 20')} becomes {code('range(20, 29)')}.
      </>
    ),
  },
};

/** The FAQs accordion (the site's details-based accordion: click, Enter and Space work without script). */
export function FaqList({ ids }: { ids: FaqId[] }) {
  if (ids.length === 0) return null;
  return (
    <WidgetSection title="FAQs" slot="faqs">
      {/* The margin sits on a wrapper, so the accordion keeps its own classes. */}
      <div className="mt-2">
        <Accordion type="multiple">
          {ids.map((id) => (
            <AccordionItem key={id} id={`faq-${id}`} header={FAQS[id].question}>
              <p>{FAQS[id].answer}</p>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </WidgetSection>
  );
}
