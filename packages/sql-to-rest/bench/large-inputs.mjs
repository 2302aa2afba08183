// Large and deeply nested inputs: the fuzz test checks that each gives a result or a typed error, and the
// bench times each against the 50 ms budget (timing is never judged inside a unit test).
/** @type {Record<string, string>} */
export const largeInputs = {
  'OR of 2,000 terms': `select * from books where ${Array.from({ length: 2_000 }, (_, i) => `id = ${i}`).join(' or ')}`,
  'IN of 5,000 values': `select * from books where id in (${Array.from({ length: 5_000 }, (_, i) => i).join(',')})`,
  '500 nested NOTs': `select * from books where ${'not ('.repeat(500)}id = 1${')'.repeat(500)}`,
  '1,000 nested parentheses': `select * from books where ${'('.repeat(1_000)}id = 1${')'.repeat(1_000)}`,
  '60 joins': `select t0.a from t0 ${Array.from({ length: 60 }, (_, i) => `join t${i + 1} on t${i + 1}.p = t${i}.id`).join(' ')}`,
  '80 KB string literal': `select * from books where title = '${"x'' ".repeat(20_000)}'`,
  'INSERT of 2,000 rows': `insert into books (a, b) values ${Array.from({ length: 2_000 }, (_, i) => `(${i}, 'r${i}')`).join(',')}`,
};
