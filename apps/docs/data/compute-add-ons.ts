import { z } from 'zod';
import { type FactSource, factSource, PLATFORM_ERA } from './fact-source';

/*
 * The compute sizes a hosted project can run on, smallest first. Memory and CPU describe the database server;
 * the connection figures are the recommended defaults for direct Postgres connections and for clients of the
 * pooler; the database size is a recommendation, not a limit.
 * Source: the platform's compute add-ons documentation of the CLI 1.163.6 era (spring 2024), checked for this
 * file against supabase/supabase `apps/docs/content/guides/platform/compute-add-ons.mdx`. Prices are in USD,
 * billed per hour; the monthly figure is the rounded one the platform quotes (about 730 hours).
 */
const computeAddOnSchema = z.strictObject({
  name: z.string().min(1),
  memoryGb: z.number().positive(),
  /** Nano shares its host's memory: it gets up to memoryGb, not a fixed amount. */
  memoryUpTo: z.boolean().optional(),
  cpu: z.string().min(1),
  dedicatedCpu: z.boolean(),
  directConnections: z.number().int().positive(),
  poolerClients: z.number().int().positive(),
  hourlyPriceUsd: z.number().nonnegative(),
  monthlyPriceUsd: z.number().int().nonnegative(),
  recommendedMaxDbSize: z.string().regex(/^\d+ (MB|GB|TB)$/),
  /**
   * Disk I/O. A size whose maximum is above its baseline can burst to the maximum for a while each day (the
   * platform says 30 minutes) and falls back to the baseline once that allowance is spent.
   */
  disk: z.strictObject({
    maxThroughputMbps: z.number().int().positive(),
    baselineThroughputMbps: z.number().int().positive(),
    maxIops: z.number().int().positive(),
    baselineIops: z.number().int().positive(),
  }),
});

export type ComputeAddOn = z.infer<typeof computeAddOnSchema>;

export const computeAddOns: readonly ComputeAddOn[] = z.array(computeAddOnSchema).parse([
  {
    name: 'Nano',
    memoryGb: 0.5,
    memoryUpTo: true,
    cpu: 'Shared',
    dedicatedCpu: false,
    directConnections: 60,
    poolerClients: 200,
    hourlyPriceUsd: 0,
    monthlyPriceUsd: 0,
    recommendedMaxDbSize: '500 MB',
    disk: { maxThroughputMbps: 2085, baselineThroughputMbps: 43, maxIops: 11800, baselineIops: 250 },
  },
  {
    name: 'Micro',
    memoryGb: 1,
    cpu: '2-core ARM',
    dedicatedCpu: false,
    directConnections: 60,
    poolerClients: 200,
    hourlyPriceUsd: 0.01344,
    monthlyPriceUsd: 10,
    recommendedMaxDbSize: '10 GB',
    disk: { maxThroughputMbps: 2085, baselineThroughputMbps: 87, maxIops: 11800, baselineIops: 500 },
  },
  {
    name: 'Small',
    memoryGb: 2,
    cpu: '2-core ARM',
    dedicatedCpu: false,
    directConnections: 90,
    poolerClients: 400,
    hourlyPriceUsd: 0.0206,
    monthlyPriceUsd: 15,
    recommendedMaxDbSize: '50 GB',
    disk: { maxThroughputMbps: 2085, baselineThroughputMbps: 174, maxIops: 11800, baselineIops: 1000 },
  },
  {
    name: 'Medium',
    memoryGb: 4,
    cpu: '2-core ARM',
    dedicatedCpu: false,
    directConnections: 120,
    poolerClients: 600,
    hourlyPriceUsd: 0.0822,
    monthlyPriceUsd: 60,
    recommendedMaxDbSize: '100 GB',
    disk: { maxThroughputMbps: 2085, baselineThroughputMbps: 347, maxIops: 11800, baselineIops: 2000 },
  },
  {
    name: 'Large',
    memoryGb: 8,
    cpu: '2-core ARM',
    dedicatedCpu: true,
    directConnections: 160,
    poolerClients: 800,
    hourlyPriceUsd: 0.1517,
    monthlyPriceUsd: 110,
    recommendedMaxDbSize: '200 GB',
    disk: { maxThroughputMbps: 4750, baselineThroughputMbps: 630, maxIops: 20000, baselineIops: 3600 },
  },
  {
    name: 'XL',
    memoryGb: 16,
    cpu: '4-core ARM',
    dedicatedCpu: true,
    directConnections: 240,
    poolerClients: 1000,
    hourlyPriceUsd: 0.2877,
    monthlyPriceUsd: 210,
    recommendedMaxDbSize: '500 GB',
    disk: { maxThroughputMbps: 4750, baselineThroughputMbps: 1188, maxIops: 20000, baselineIops: 6000 },
  },
  {
    name: '2XL',
    memoryGb: 32,
    cpu: '8-core ARM',
    dedicatedCpu: true,
    directConnections: 380,
    poolerClients: 1500,
    hourlyPriceUsd: 0.562,
    monthlyPriceUsd: 410,
    recommendedMaxDbSize: '1 TB',
    disk: { maxThroughputMbps: 4750, baselineThroughputMbps: 2375, maxIops: 20000, baselineIops: 12000 },
  },
  {
    name: '4XL',
    memoryGb: 64,
    cpu: '16-core ARM',
    dedicatedCpu: true,
    directConnections: 480,
    poolerClients: 3000,
    hourlyPriceUsd: 1.32,
    monthlyPriceUsd: 960,
    recommendedMaxDbSize: '2 TB',
    disk: { maxThroughputMbps: 4750, baselineThroughputMbps: 4750, maxIops: 20000, baselineIops: 20000 },
  },
  {
    name: '8XL',
    memoryGb: 128,
    cpu: '32-core ARM',
    dedicatedCpu: true,
    directConnections: 490,
    poolerClients: 6000,
    hourlyPriceUsd: 2.562,
    monthlyPriceUsd: 1870,
    recommendedMaxDbSize: '4 TB',
    disk: { maxThroughputMbps: 9500, baselineThroughputMbps: 9500, maxIops: 40000, baselineIops: 40000 },
  },
  {
    name: '12XL',
    memoryGb: 192,
    cpu: '48-core ARM',
    dedicatedCpu: true,
    directConnections: 500,
    poolerClients: 9000,
    hourlyPriceUsd: 3.836,
    monthlyPriceUsd: 2800,
    recommendedMaxDbSize: '6 TB',
    disk: { maxThroughputMbps: 14250, baselineThroughputMbps: 14250, maxIops: 50000, baselineIops: 50000 },
  },
  {
    name: '16XL',
    memoryGb: 256,
    cpu: '64-core ARM',
    dedicatedCpu: true,
    directConnections: 500,
    poolerClients: 12000,
    hourlyPriceUsd: 5.12,
    monthlyPriceUsd: 3730,
    recommendedMaxDbSize: '10 TB',
    disk: { maxThroughputMbps: 19000, baselineThroughputMbps: 19000, maxIops: 80000, baselineIops: 80000 },
  },
]);

/** Whether a size bursts disk I/O above its baseline (throughput or IOPS), from the figures above. */
export const burstsDiskIo = (size: ComputeAddOn) =>
  size.disk.maxThroughputMbps > size.disk.baselineThroughputMbps ||
  size.disk.maxIops > size.disk.baselineIops;

/** The sizes, prices, connections and disk figures above, as checked. */
export const computeAddOnsSource: FactSource = factSource({
  source: 'https://supabase.com/docs/guides/platform/compute-add-ons',
  asOf: PLATFORM_ERA,
});
