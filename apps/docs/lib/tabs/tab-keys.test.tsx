// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { moveTabFocus } from './tab-keys';

afterEach(cleanup);

function TabList() {
  const list = useRef<HTMLDivElement>(null);
  return (
    <div ref={list} role="tablist">
      {['One', 'Two', 'Three'].map((label, index) => (
        <button
          key={label}
          type="button"
          role="tab"
          onKeyDown={(event) => moveTabFocus(event, list.current, index)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('tab list keyboard focus', () => {
  it('moves to the neighbour with the arrow keys, wrapping at both ends', () => {
    render(<TabList />);
    fireEvent.keyDown(tab('One'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Two'));
    fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Three'));
    fireEvent.keyDown(tab('Three'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('One'));
  });

  it('jumps to the first and last tab with Home and End, and leaves other keys alone', () => {
    render(<TabList />);
    fireEvent.keyDown(tab('Two'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Three'));
    fireEvent.keyDown(tab('Three'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('One'));
    const enter = fireEvent.keyDown(tab('One'), { key: 'Enter' });
    expect(enter).toBe(true);
    expect(document.activeElement).toBe(tab('One'));
  });
});
