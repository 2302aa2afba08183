import { describe, expect, it } from 'vitest';
import { findHandWrittenConstants } from './hand-written-constants';

describe('findHandWrittenConstants', () => {
  it('finds constants in prose and attributes, with their lines and shared-data paths', () => {
    const source = [
      'Plan for 7 GB of RAM.',
      '<CopyField value="http://localhost:54321" />',
      'Over 6GB, upgrade.',
    ].join('\n');
    expect(findHandWrittenConstants(source)).toEqual([
      { line: 1, written: '7 GB', path: 'cli.recommendedMemory' },
      { line: 2, written: '54321', path: 'local.apiPort' },
      { line: 3, written: '6GB', path: 'migration.largeComputeThreshold' },
    ]);
  });

  it('ignores code samples, <SharedData> and longer numbers that merely contain a constant', () => {
    const source = [
      'Plan for <SharedData path="cli.recommendedMemory" />.',
      'A 17 GB disk and 1150 GB are different numbers.',
      '```bash',
      'curl http://localhost:54321/rest/v1/',
      '```',
    ].join('\n');
    expect(findHandWrittenConstants(source)).toEqual([]);
  });
});
