import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TranslationError } from './translation-error';

const render = (message: string, hint?: string) =>
  renderToStaticMarkup(
    <TranslationError
      id="e"
      error={{ kind: 'unsupported', message, ...(hint ? { hint } : {}) }}
      repoUrl="https://example.com/repo"
      rpcDocsUrl="/guides/api/rpc/"
    />,
  );

describe('TranslationError', () => {
  it('shows the names the translator writes in backticks as code, in the message and the hint', () => {
    const html = render('Joining `orders` from `customers`', 'Start FROM `orders`.');
    expect(html).toContain('Joining <code');
    expect(html).toContain('>orders</code> from <code');
    expect(html).toContain('>customers</code>.');
    expect(html).toContain('Start FROM <code');
    expect(html).not.toContain('`');
  });
});
