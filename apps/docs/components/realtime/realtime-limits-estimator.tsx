'use client';

import { useId, useState } from 'react';
import { type RealtimePlanId, realtimeLimitLabels, realtimePlans } from '@/data/realtime-limits';
import {
  estimateRealtime,
  parseUsage,
  smallestFittingPlan,
  USAGE_FIELDS,
  type UsageField,
} from '@/lib/realtime/estimate';

const fieldLabels: Record<UsageField, string> = {
  concurrentClients: 'Concurrent clients',
  channelsPerClient: 'Channels per client',
  messagesPerSecond: 'Messages per second (whole project)',
  payloadKb: 'Largest message payload (KB)',
};

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const planName = (id: RealtimePlanId | 'enterprise') =>
  id === 'enterprise'
    ? 'Enterprise (custom limits)'
    : (realtimePlans.find((plan) => plan.id === id)?.name ?? id);

const inputClass =
  'h-9 w-full rounded-md border border-border bg-background px-3 text-sm text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive';

/** Pick a plan, enter expected traffic, and see each Realtime limit, the estimated use and what would not fit. */
export function RealtimeLimitsEstimator() {
  const id = useId();
  const [planId, setPlanId] = useState<RealtimePlanId>('free');
  const [raw, setRaw] = useState<Record<UsageField, string>>({
    concurrentClients: '100',
    channelsPerClient: '2',
    messagesPerSecond: '50',
    payloadKb: '1',
  });
  const plan = realtimePlans.find((candidate) => candidate.id === planId) ?? realtimePlans[0];
  const parsed = parseUsage(raw);
  const estimates = parsed.ok && plan ? estimateRealtime(plan, parsed.usage) : [];
  const exceeded = estimates.filter((estimate) => estimate.status === 'exceeded');
  const fits = parsed.ok ? smallestFittingPlan(parsed.usage) : null;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="not-prose my-6 rounded-lg border border-border p-5"
      data-slot="realtime-estimator"
    >
      <h3 id={`${id}-title`} className="mb-4 text-base font-semibold">
        Realtime limits estimator
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-plan`} className="text-sm font-medium">
            Plan
          </label>
          <select
            id={`${id}-plan`}
            value={planId}
            onChange={(event) => setPlanId(event.target.value as RealtimePlanId)}
            className={inputClass}
          >
            {realtimePlans.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        {USAGE_FIELDS.map((field) => {
          const error = parsed.ok ? undefined : parsed.errors[field];
          return (
            <div key={field} className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-${field}`} className="text-sm font-medium">
                {fieldLabels[field]}
              </label>
              <input
                id={`${id}-${field}`}
                type="number"
                inputMode="decimal"
                min={0}
                step={field === 'payloadKb' ? 'any' : 1}
                value={raw[field]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${field}-error` : undefined}
                onChange={(event) => setRaw((current) => ({ ...current, [field]: event.target.value }))}
                className={inputClass}
              />
              {error ? (
                <p id={`${id}-${field}-error`} className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>

      <p role="status" className="mt-5 text-sm" data-testid="realtime-verdict">
        {!parsed.ok
          ? 'Fix the highlighted fields to see an estimate.'
          : exceeded.length === 0
            ? `Fits the ${plan?.name} plan.`
            : `Exceeds ${exceeded.length} limit${exceeded.length === 1 ? '' : 's'} of the ${plan?.name} plan. Smallest plan that fits: ${planName(fits ?? 'enterprise')}.`}
      </p>

      {parsed.ok ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls and must be reachable by keyboard
        <div className="mt-3 overflow-x-auto" tabIndex={0}>
          <table className="stack-table w-full text-sm">
            <caption className="sr-only">Limits of the {plan?.name} plan with the estimated use</caption>
            <thead>
              <tr className="text-left">
                <th scope="col" className="py-1 pr-3">
                  Limit
                </th>
                <th scope="col" className="py-1 pr-3">
                  {plan?.name}
                </th>
                <th scope="col" className="py-1 pr-3">
                  Estimated use
                </th>
                <th scope="col" className="py-1">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {estimates.map((estimate) => {
                const { label, unit } = realtimeLimitLabels[estimate.id];
                return (
                  <tr key={estimate.id} data-status={estimate.status} className="border-t border-border">
                    <th scope="row" className="py-1 pr-3 text-left font-normal">
                      {label}
                    </th>
                    <td className="py-1 pr-3" data-label={plan?.name}>
                      {numberFormat.format(estimate.limit)} {unit}
                    </td>
                    <td className="py-1 pr-3" data-label="Estimated use">
                      {estimate.used === null ? '–' : `${numberFormat.format(estimate.used)} ${unit}`}
                    </td>
                    <td
                      data-label="Status"
                      className={
                        estimate.status === 'exceeded' ? 'py-1 font-semibold text-destructive' : 'py-1'
                      }
                    >
                      {estimate.status === 'exceeded'
                        ? 'Exceeded'
                        : estimate.status === 'ok'
                          ? 'Within limit'
                          : 'Not estimated'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
