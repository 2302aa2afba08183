import { describe, expect, it } from 'vitest';
import { WEB_FONTS_STORAGE_KEY as SITE_FONTS_KEY } from '../../lib/layout/web-fonts';
import { WEB_FONTS_STORAGE_KEY } from './capture.mjs';

describe('capture', () => {
  it('marks the web fonts as cached under the key the site reads', () => {
    expect(WEB_FONTS_STORAGE_KEY).toBe(SITE_FONTS_KEY);
  });
});
