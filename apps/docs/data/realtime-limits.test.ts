import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { factSourceSchema, PLATFORM_ERA } from './fact-source';
import {
  REALTIME_LIMIT_IDS,
  REALTIME_PLAN_IDS,
  realtimeLimitLabels,
  realtimeLimitsSource,
  realtimePlans,
} from './realtime-limits';

const count = z.number().int().positive();
const planSchema = z.strictObject({
  id: z.enum(REALTIME_PLAN_IDS),
  name: z.string().min(1),
  limits: z.strictObject(Object.fromEntries(REALTIME_LIMIT_IDS.map((id) => [id, count]))),
});

describe('realtime limits data', () => {
  it('has one valid entry per plan, smallest first', () => {
    expect(() => z.array(planSchema).parse(realtimePlans)).not.toThrow();
    expect(realtimePlans.map((plan) => plan.id)).toEqual([...REALTIME_PLAN_IDS]);
  });

  it('never lowers a limit on a larger plan', () => {
    for (const id of REALTIME_LIMIT_IDS) {
      const values = realtimePlans.map((plan) => plan.limits[id]);
      expect(values, id).toEqual([...values].sort((a, b) => a - b));
    }
  });

  it('labels every limit', () => {
    expect(Object.keys(realtimeLimitLabels).sort()).toEqual([...REALTIME_LIMIT_IDS].sort());
  });
});

describe('realtimeLimitsSource', () => {
  it('names a source and the date it was checked, from the platform era', () => {
    expect(factSourceSchema.parse(realtimeLimitsSource)).toEqual(realtimeLimitsSource);
    expect(realtimeLimitsSource.asOf).toBe(PLATFORM_ERA);
  });
});
