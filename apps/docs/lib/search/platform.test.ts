import { describe, expect, it } from 'vitest';
import { isApplePlatform, platformBootScript } from './platform';

const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('isApplePlatform', () => {
  it.each([
    [MAC, true],
    [IPHONE, true],
    [WINDOWS, false],
    [LINUX, false],
  ])('reads %s', (userAgent, apple) => {
    expect(isApplePlatform(userAgent)).toBe(apple);
  });
});

describe('platformBootScript', () => {
  /** Runs the inline script against a stand-in for the two globals it reads. */
  function run(userAgent: string): string | undefined {
    const dataset: Record<string, string> = {};
    new Function('navigator', 'document', platformBootScript)(
      { userAgent },
      { documentElement: { dataset } },
    );
    return dataset.platform;
  }

  it('marks Apple devices and leaves the others alone', () => {
    expect(run(MAC)).toBe('apple');
    expect(run(WINDOWS)).toBeUndefined();
  });
});
