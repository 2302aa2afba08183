// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SharedData } from './shared-data';

afterEach(cleanup);

describe('<SharedData>', () => {
  it('renders the formatted value inline', () => {
    const { container } = render(
      <p>
        Up to <SharedData path="auth.rateLimits.emailPerHour" /> by default.
      </p>,
    );
    expect(container.textContent).toBe('Up to 30 emails/hour by default.');
  });

  it('fails to render an unknown path, naming it', () => {
    expect(() => render(<SharedData path="auth.rateLimits.nope" />)).toThrow('"auth.rateLimits.nope"');
  });
});
