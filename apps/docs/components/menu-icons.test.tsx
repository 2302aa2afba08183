// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isMenuIconName, menuIconNames } from '@/data/menu-icon-names';
import { MenuIcon } from './menu-icons';

afterEach(cleanup);

describe('<MenuIcon>', () => {
  it('draws a distinct decorative icon for every docs section', () => {
    const drawings = new Set<string>();
    for (const name of menuIconNames) {
      const { container, unmount } = render(<MenuIcon name={name} />);
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      expect(svg?.dataset.icon).toBe(name);
      drawings.add(svg?.innerHTML ?? '');
      unmount();
    }
    expect(drawings.size).toBe(menuIconNames.length);
  });

  it('recognises section names and rejects others', () => {
    expect(isMenuIconName('edge-functions')).toBe(true);
    expect(isMenuIconName('billing')).toBe(false);
  });
});
