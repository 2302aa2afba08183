import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from './messages';

describe('messages both widgets show', () => {
  it("keeps spec §8's fallback and value failure to the letter, each link in its sentence once", () => {
    const failed = SESSION_MESSAGES.valueFailed('project URL');
    expect(SESSION_MESSAGES.fallback.text).toBe(
      "Couldn't display your API settings. You can get them from the dashboard.",
    );
    expect(failed.text).toBe(
      "Couldn't load the project URL. It can also be copied from the dashboard: API settings.",
    );
    for (const sentence of [SESSION_MESSAGES.fallback, failed]) {
      expect(sentence.text.split(sentence.link)).toHaveLength(2);
    }
  });
});
