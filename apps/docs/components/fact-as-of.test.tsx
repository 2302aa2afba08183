// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { computeAddOnsSource } from '@/data/compute-add-ons';
import { realtimeLimitsSource } from '@/data/realtime-limits';
import { ComputeAddOnsTable } from './database/compute-add-ons-table';
import { RealtimeLimitsTable } from './realtime/realtime-limits-table';

afterEach(cleanup);

describe('plan-limit tables say when their figures held', () => {
  it.each([
    ['compute sizes', <ComputeAddOnsTable key="compute" />, computeAddOnsSource.asOf],
    ['Realtime limits', <RealtimeLimitsTable key="realtime" />, realtimeLimitsSource.asOf],
  ])('the %s table is followed by its date from the data', (_name, table, asOf) => {
    const { container } = render(table);
    const note = container.querySelector('table')?.parentElement?.nextElementSibling;
    expect(note?.getAttribute('data-slot')).toBe('fact-as-of');
    expect(asOf).toBe('2024-04-25');
    expect(note?.textContent).toBe('Figures as of 25 April 2024.');
  });
});
