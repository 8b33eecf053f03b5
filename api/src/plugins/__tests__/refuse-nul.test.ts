import { containsNul, nulPath } from '../refuse-nul';

const deep = (depth: number, inner: unknown): unknown => {
  let value = inner;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};

describe('finding a NUL character in a request part', () => {
  it.each([
    ['a plain string', 'seo audit', false],
    ['a string with NUL', 'seo\u0000audit', true],
    ['an object without NUL', { email: 'a@example.com', items: [1, 'two', { three: null }], ok: true }, false],
    ['a nested value', { items: [{ title: 'x' }, { title: 'y\u0000' }] }, true],
    ['an object key', { ['name\u0000']: 1 }, true],
    ['a nested key', { a: [{ b: { ['c\u0000']: 'd' } }] }, true],
    ['a Buffer (file contents are not text)', { file: Buffer.from([0, 1, 2]) }, false],
    ['a number, null and undefined', [0, null, undefined, Number.NaN], false],
    ['300 000 levels of arrays', deep(300_000, 'x'), false],
    ['a NUL 300 000 levels deep', deep(300_000, '\u0000'), true],
  ])('%s', (_what, value, expected) => {
    expect(containsNul(value)).toBe(expected);
    // The path is looked for only when there is one, and then it is found.
    expect(nulPath(value, 'body') !== null).toBe(expected);
  });

  it('names the first field that holds one', () => {
    expect(nulPath({ items: [{ title: 'x' }, { title: 'y\u0000' }] }, 'body')).toBe('body.items.1.title');
    expect(nulPath({ a: { ['c\u0000']: 'd' } }, 'body')).toBe('body.a.c\\0');
  });
});
