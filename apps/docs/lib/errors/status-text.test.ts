import { describe, expect, it } from 'vitest';
import { statusMarkup } from './status-text';

describe('statusMarkup', () => {
  it('prints one status, or each status with where it is answered, or nothing', () => {
    expect(statusMarkup({ status: 403 })).toBe('HTTP status **403**');
    expect(
      statusMarkup({
        status: 403,
        statusBy: [
          { status: 403, where: 'on `POST /factors`' },
          { status: 401, where: 'on `PUT /user`' },
        ],
      }),
    ).toBe('HTTP status **403** on `POST /factors`; **401** on `PUT /user`');
    expect(statusMarkup({ status: 400, bodyStatus: 404 })).toBe(
      'HTTP status **400**; `statusCode` in the body **"404"**',
    );
    expect(statusMarkup({ status: 500, bodyStatus: 500 })).toBe('HTTP status **500**');
    expect(statusMarkup({})).toBeNull();
  });
});
