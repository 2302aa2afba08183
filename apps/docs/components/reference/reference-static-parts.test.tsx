// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { referenceStaticParts } from './reference-static-parts';

afterEach(cleanup);

describe('referenceStaticParts in the browser', () => {
  it('never loads the build-only parts and keeps the menu as an empty element for the server HTML', () => {
    const load = vi.fn(async () => ({ Menu: () => null, Sections: () => null }));
    const { Menu } = referenceStaticParts(load);
    const { container } = render(<Menu />);
    expect(container.innerHTML).toBe('<div></div>');
    expect(load).not.toHaveBeenCalled();
  });
});
