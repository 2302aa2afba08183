// Large and deeply nested inputs: the fuzz test checks that each gives a result or a typed error,
// test/large-inputs.test.ts checks what the largest of them translate to, and the bench times each against
// the 50 ms budget (timing is never judged inside a unit test).

const range = (length) => Array.from({ length }, (_, i) => i);

/** `id = 0 or (id = 1 and (id = 2 or (…)))`, `depth` levels of alternating OR and AND. */
function nestedLogic(depth) {
  let condition = 'id = 0';
  for (let level = 1; level < depth; level += 1) {
    condition = `(${condition}) ${level % 2 ? 'or' : 'and'} id = ${level}`;
  }
  return condition;
}

/** @type {Record<string, string>} */
export const largeInputs = {
  'OR of 2,000 terms': `select * from books where ${range(2_000)
    .map((i) => `id = ${i}`)
    .join(' or ')}`,
  'OR of 5,000 terms': `select * from books where ${range(5_000)
    .map((i) => `id = ${i}`)
    .join(' or ')}`,
  'IN of 5,000 values': `select * from books where id in (${range(5_000).join(',')})`,
  'IN of 20,000 values': `select * from books where id in (${range(20_000).join(',')})`,
  'IN of 20,000 strings': `select * from books where title in (${range(20_000)
    .map((i) => `'t${i}'`)
    .join(',')})`,
  '500 nested NOTs': `select * from books where ${'not ('.repeat(500)}id = 1${')'.repeat(500)}`,
  '1,000 nested parentheses': `select * from books where ${'('.repeat(1_000)}id = 1${')'.repeat(1_000)}`,
  '1,000 nested AND/OR': `select * from books where ${nestedLogic(1_000)}`,
  '1,000 columns': `select ${range(1_000)
    .map((i) => `c${i}`)
    .join(', ')} from books`,
  '60 joins': `select t0.a from t0 ${range(60)
    .map((i) => `join t${i + 1} on t${i + 1}.p = t${i}.id`)
    .join(' ')}`,
  '80 KB string literal': `select * from books where title = '${"x'' ".repeat(20_000)}'`,
  'INSERT of 2,000 rows': `insert into books (a, b) values ${range(2_000)
    .map((i) => `(${i}, 'r${i}')`)
    .join(',')}`,
};
