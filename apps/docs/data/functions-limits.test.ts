import { describe, expect, it } from 'vitest';
import { factSourceSchema } from './fact-source';
import { functionsLimits, functionsLimitsSource, functionsLimitText } from './functions-limits';

describe('Edge Functions limits data', () => {
  it('names a source and the date it was read', () => {
    expect(factSourceSchema.parse(functionsLimitsSource)).toEqual(functionsLimitsSource);
  });

  it('gives each limit a unique id and the runtime limits a caller can hit', () => {
    const ids = functionsLimits.map((limit) => limit.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining(['memory', 'wallClock', 'cpuTime', 'requestIdleTimeout', 'functionSize']),
    );
  });

  it('lists a plan once per limit and never lowers a limit on a larger plan', () => {
    const order = ['free', 'paid', 'pro', 'team', 'enterprise'];
    for (const limit of functionsLimits) {
      const plans = limit.values.map((value) => value.plan);
      expect(new Set(plans).size, limit.id).toBe(plans.length);
      if (plans.includes('all')) expect(plans, limit.id).toEqual(['all']);
      const ranked = [...limit.values].sort((a, b) => order.indexOf(a.plan) - order.indexOf(b.plan));
      const amounts = ranked.map((value) => value.amount ?? Number.POSITIVE_INFINITY);
      expect(amounts, limit.id).toEqual([...amounts].sort((a, b) => a - b));
    }
  });

  it('prints one value, or each plan with its value', () => {
    const byId = (id: string) => functionsLimits.find((limit) => limit.id === id);
    const memory = byId('memory');
    const wallClock = byId('wallClock');
    const perProject = byId('functionsPerProject');
    if (!memory || !wallClock || !perProject) throw new Error('missing limit');
    expect(functionsLimitText(memory)).toBe('256 MB');
    expect(functionsLimitText(wallClock)).toBe('Free: 150 s; Paid plans: 400 s');
    expect(functionsLimitText(perProject)).toContain('Team: 1,000 functions; Enterprise: no limit');
  });
});
