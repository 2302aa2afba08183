import { describe, expect, it } from 'vitest';
import { computeAddOns } from './compute-add-ons';
import { sharedData } from './shared-data';

describe('compute add-ons', () => {
  it('quotes each monthly price as its hourly price over about 730 hours, rounded', () => {
    for (const size of computeAddOns) {
      const month = size.hourlyPriceUsd * 730;
      // The platform rounds to a friendly figure: within 5% (or a dollar for the smallest sizes).
      expect(Math.abs(size.monthlyPriceUsd - month), size.name).toBeLessThanOrEqual(
        Math.max(1, month * 0.05),
      );
    }
  });

  it('lists sizes smallest first, each larger in memory and price than the one before', () => {
    for (const [index, size] of computeAddOns.entries()) {
      const previous = computeAddOns[index - 1];
      if (!previous) continue;
      expect(size.memoryGb, size.name).toBeGreaterThan(previous.memoryGb);
      expect(size.hourlyPriceUsd, size.name).toBeGreaterThan(previous.hourlyPriceUsd);
      expect(size.poolerClients, size.name).toBeGreaterThanOrEqual(previous.poolerClients);
    }
  });

  it('has the size the migration advice names, with dedicated CPU from there up', () => {
    const named = (sharedData.migration as { largeComputeAddOn: string }).largeComputeAddOn;
    const index = computeAddOns.findIndex((size) => size.name === named);
    expect(index).toBeGreaterThan(0);
    expect(computeAddOns.slice(index).every((size) => size.dedicatedCpu)).toBe(true);
    expect(computeAddOns.slice(0, index).some((size) => size.dedicatedCpu)).toBe(false);
  });
});
