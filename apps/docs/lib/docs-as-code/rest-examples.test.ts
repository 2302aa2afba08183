import { describe, expect, it } from 'vitest';
import { parseCurl, requestBlocks, restExamples } from './rest-examples';

describe('parseCurl', () => {
  it('reads the URL, headers and variables of a GET', () => {
    const request = parseCurl(
      `curl '<rest-url>/films?select=title&released=gt.2000' \\\n  -H "apikey: <anon-key>" \\\n  -H "Authorization: Bearer $ACCESS_TOKEN"`,
      { ACCESS_TOKEN: 'a.b.c' },
    );
    expect(request).toEqual({
      method: 'GET',
      url: '<rest-url>/films?select=title&released=gt.2000',
      headers: { apikey: '<anon-key>', authorization: 'Bearer a.b.c' },
      body: undefined,
    });
  });

  it('makes -d a POST and -I a HEAD unless -X says otherwise', () => {
    expect(parseCurl(`curl '<rest-url>/films' -d '{"a":1}'`, {}).method).toBe('POST');
    expect(parseCurl(`curl -X PATCH '<rest-url>/films?id=eq.1' -d '{"a":1}'`, {}).method).toBe('PATCH');
    expect(parseCurl(`curl -I '<rest-url>/films'`, {}).method).toBe('HEAD');
  });

  it('refuses braces without -g, an unknown variable and an unknown option', () => {
    expect(() => parseCurl(`curl '<rest-url>/films?tags=cs.{drama}'`, {})).toThrow(/add -g/);
    expect(parseCurl(`curl -g '<rest-url>/films?tags=cs.{drama}'`, {}).url).toContain('{drama}');
    expect(() => parseCurl(`curl '<rest-url>/films' -H "apikey: $SECRET"`, {})).toThrow(/SECRET/);
    expect(() => parseCurl(`curl --compressed '<rest-url>/films'`, {})).toThrow(/--compressed/);
  });
});

describe('restExamples', () => {
  const page = [
    '<Tabs queryGroup="rest-client" defaultActiveId="js">',
    '  <TabPanel id="sql" label="SQL">',
    '    ```sql',
    '    select 1;',
    '    ```',
    '  </TabPanel>',
    '  <TabPanel id="http" label="cURL">',
    '    ```bash',
    "    curl '<rest-url>/films'",
    '    ```',
    '  </TabPanel>',
    '</Tabs>',
    '',
    '```ts',
    "const { data } = await supabase.from('films').select()",
    '```',
  ].join('\n');

  it('groups the blocks of a tab group by panel', () => {
    const [example] = restExamples('x.mdx', page);
    expect(example?.sql?.code).toBe('select 1;');
    expect(example?.http?.code).toBe("curl '<rest-url>/films'");
    expect(example?.js).toBeUndefined();
  });

  it('finds request blocks outside groups too', () => {
    expect(requestBlocks(page).map((block) => block.lang)).toEqual(['bash', 'ts']);
  });
});
