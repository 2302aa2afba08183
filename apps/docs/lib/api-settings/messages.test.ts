import { describe, expect, it } from 'vitest';
import type { LinkedSentence } from '@/lib/project-session/messages';
import { MESSAGES } from './messages';

const linked: [string, LinkedSentence][] = [
  ['fallback', MESSAGES.fallback],
  ['value failed', MESSAGES.valueFailed('anon key')],
  ['no projects', MESSAGES.noProjects('project URL')],
  ['no-script note', MESSAGES.noScriptElsewhere],
  ['log in above', MESSAGES.logInAbove('anon key')],
];

describe('API-settings messages', () => {
  it("keeps spec §8's fallback message to the letter", () => {
    expect(MESSAGES.fallback.text).toBe(
      "Couldn't display your API settings. You can get them from the dashboard.",
    );
  });

  it("keeps spec §8's selector texts to the letter", () => {
    expect(MESSAGES.projectSelect).toEqual({
      loading: 'Loading...',
      empty: 'No project found',
      placeholder: 'Select a project...',
      search: 'Search project...',
    });
    expect(MESSAGES.branchSelect).toEqual({
      loading: 'Loading...',
      empty: 'No branch found',
      placeholder: 'Select a branch...',
      search: 'Search branch...',
    });
  });

  it.each(linked)('has the linked words of the %s sentence in it exactly once', (_name, sentence) => {
    expect(sentence.text.split(sentence.link)).toHaveLength(2);
  });

  it('names the value in the sentences about it', () => {
    expect(MESSAGES.valueFailed('project URL').text).toBe(
      "Couldn't load the project URL. It can also be copied from the dashboard: API settings.",
    );
    expect(MESSAGES.logInPrompt('anon key')).toBe('Log in to see your anon key here, ready to copy.');
  });
});
