import { describe, expect, it } from 'vitest';
import { CHOOSER_MESSAGES } from './messages';

describe('chooser messages', () => {
  it("words the combobox's texts as spec §8 does the widget's selectors", () => {
    expect(CHOOSER_MESSAGES.select).toEqual({
      loading: 'Loading...',
      empty: 'No values found',
      placeholder: 'Select values...',
      search: 'Search values...',
    });
  });

  it('has the linked words of each failure sentence in it exactly once', () => {
    for (const sentence of [CHOOSER_MESSAGES.listFailed, CHOOSER_MESSAGES.valuesFailed]) {
      expect(sentence.text.split(sentence.link)).toHaveLength(2);
    }
  });
});
