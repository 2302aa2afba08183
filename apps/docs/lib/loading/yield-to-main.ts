type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and resumes in a new one, so a long start-up runs as several short tasks and the
 * browser can paint and handle input in between. `scheduler.yield()` resumes ahead of other queued work;
 * where it is missing, a zero-delay timer does the same job.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
