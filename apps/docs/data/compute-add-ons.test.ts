import { describe, expect, it } from 'vitest';
import { burstsDiskIo, computeAddOns } from './compute-add-ons';
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

  it('bursts disk I/O on the smaller sizes only: once a size is steady, every larger one is too', () => {
    const bursting = computeAddOns.map(burstsDiskIo);
    const firstSteady = bursting.indexOf(false);
    expect(firstSteady).toBeGreaterThan(0);
    expect(bursting.slice(firstSteady).every((bursts) => !bursts)).toBe(true);
    expect(computeAddOns.filter(burstsDiskIo).map((size) => size.name)).toEqual([
      'Nano',
      'Micro',
      'Small',
      'Medium',
      'Large',
      'XL',
      '2XL',
    ]);
    expect((sharedData.compute as { diskBurstSizes: string }).diskBurstSizes).toBe('Nano to 2XL');
    expect((sharedData.compute as { steadyDiskSizes: string }).steadyDiskSizes).toBe('4XL to 16XL');
  });

  it('never gives a baseline above its maximum', () => {
    for (const { name, disk } of computeAddOns) {
      expect(disk.baselineThroughputMbps, name).toBeLessThanOrEqual(disk.maxThroughputMbps);
      expect(disk.baselineIops, name).toBeLessThanOrEqual(disk.maxIops);
    }
  });
});
