import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InlineScript } from './inline-script';

describe('InlineScript on the server', () => {
  it('is a plain inline script in the HTML, so the browser runs it as it parses the page', () => {
    const html = renderToString(<InlineScript code="document.documentElement.dataset.x='1'" />);
    expect(html).toBe("<script>document.documentElement.dataset.x='1'</script>");
  });
});
