import { describe, expect, it } from 'vitest';
import { tableHeaders, textOf } from './react-text';

describe('textOf', () => {
  it('joins the text of nested elements', () => {
    expect(
      textOf(
        <p>
          Use <code>/auth/v1/otp</code> {3} times
        </p>,
      ),
    ).toBe('Use /auth/v1/otp 3 times');
  });
});

describe('tableHeaders', () => {
  it('reads the header cells of a table head, not of its body', () => {
    const children = [
      <thead key="h">
        <tr>
          <th>Endpoint</th>
          <th>
            What is <em>limited</em>
          </th>
        </tr>
      </thead>,
      <tbody key="b">
        <tr>
          <th>Row header</th>
          <td>cell</td>
        </tr>
      </tbody>,
    ];
    expect(tableHeaders(children)).toEqual(['Endpoint', 'What is limited']);
  });

  it('returns nothing for a table without a head', () => {
    expect(
      tableHeaders(
        <tbody>
          <tr>
            <td>x</td>
          </tr>
        </tbody>,
      ),
    ).toEqual([]);
  });
});
