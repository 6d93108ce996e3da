import fc from 'fast-check';

// The hostile inputs the malformed-input sweep sends (test/malformed-input.test.ts): values for path
// parameters and query strings, and request bodies with their content types. Fixed cases cover each
// kind of breakage once; seeded fast-check samples add random shapes on top.

/** A body as sent on the wire: raw text (so bad JSON, NaN and deep nesting can be expressed) and its type. */
export interface RawBody {
  label: string;
  payload: string | Buffer;
  contentType?: string;
}

/** Field names our schemas use, so wrong-typed values reach real validators and not only unknown keys. */
const FIELDS = [
  'name',
  'description',
  'cubeId',
  'draftId',
  'id',
  'userId',
  'text',
  'content',
  'notes',
  'baseVersion',
  'ops',
  'visibility',
  'size',
  'tags',
  'seats',
  'packs',
  'format',
  'fields',
  'title',
  'message',
  'actionUrl',
  'role',
  'user',
  'cardId',
  'packNumber',
  'pickNumber',
  'main',
  'side',
  'invite',
  'seat',
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'username',
  'default',
  'custom',
  'summary',
  'mode',
  'runs',
  'currency',
  'entryIds',
];

const OVERSIZED = 'x'.repeat(200_000);
const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
/** `{"name":<json>, "cubeId":<json>, ...}` from raw JSON text, so numbers JSON.stringify cannot write (1e309) can be sent. */
const everyFieldRaw = (json: string) => `{${FIELDS.map((f) => `"${f}":${json}`).join(',')}}`;
const everyField = (value: unknown) => everyFieldRaw(JSON.stringify(value));

/** Path parameter values: control characters, bad percent-encoding, oversized, number-like garbage. */
export const PARAM_VALUES = [
  'a%00b',
  '%01',
  '%7F',
  'x'.repeat(5_000),
  '%E0%A4%A',
  '..%2F..',
  'NaN',
  '-1',
  '1e309',
  'Infinity',
  '%20',
];

/** Query strings (without the `?`): control characters, NaN and Infinity, repeated and bracketed keys, oversized. */
export const QUERIES = [
  'q=%ED%A0%80&tag=%ED%BF%BF',
  'q=%00&tag=%01&owner=%7F&userId=%00&cursor=%00&invite=%00',
  'limit=NaN&offset=Infinity&before=-1&from=1e309&to=x&page=-0&n=0x10',
  'q[]=a&q=b&sort=%00&featured=maybe&cardData=2&limit=1&limit=2',
  `q=${'a'.repeat(10_000)}`,
  'q=%E0%A4%A&%00=1',
];

/** Fixed malformed bodies: wrong types, missing fields, control characters, oversized, deep, NaN, bad JSON, wrong types of content. */
export const FIXED_BODIES: RawBody[] = [
  ...['null', '[]', '"text"', '123', 'true', '{}'].map((json) => ({ label: `json ${json}`, payload: json })),
  { label: 'every field a number', payload: everyField(123) },
  { label: 'every field an object', payload: everyField({ a: [1] }) },
  { label: 'every field an array of nulls', payload: everyField([null, null]) },
  { label: 'every field NUL', payload: everyField('a\u0000b') },
  { label: 'every field control characters', payload: everyField('\u0001\u0008\u001b\u007f') },
  // JSON's escapes can spell a surrogate without its pair, which no UTF-8 column (text, jsonb) can hold.
  { label: 'every field a lone high surrogate', payload: everyFieldRaw('"a\\ud800"') },
  { label: 'every field a lone low surrogate', payload: everyFieldRaw('"\\udfffb"') },
  { label: 'every field an array of lone surrogates', payload: everyFieldRaw('["\\ud83d","x\\udc00"]') },
  { label: 'lone surrogate in a key', payload: '{"name\\ud800":"x"}' },
  { label: 'every field oversized', payload: everyField(OVERSIZED) },
  { label: 'every field huge numbers', payload: everyFieldRaw('1e309') },
  { label: 'every field unsafe integer', payload: everyFieldRaw('9007199254740993') },
  { label: 'every field -1', payload: everyField(-1) },
  { label: 'bad keys', payload: '{"a.b":1,"$x":{"#y":[{"/z":1}]},"":2}' },
  { label: 'nested 10,000 deep (arrays)', payload: deep(10_000) },
  { label: 'nested 10,000 deep (field)', payload: `{"name":${deepObject(10_000)},"ops":${deep(10_000)}}` },
  { label: 'NaN literal', payload: '{"baseVersion":NaN,"size":NaN}' },
  { label: 'Infinity literal', payload: '{"baseVersion":Infinity}' },
  { label: 'bad JSON', payload: '{"name": "x",' },
  { label: 'empty JSON body', payload: '' },
  { label: '__proto__', payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}}}' },
  { label: 'text/plain', payload: '{"name":"x"}', contentType: 'text/plain' },
  { label: 'form', payload: 'name=x%00&cubeId=%01', contentType: 'application/x-www-form-urlencoded' },
  {
    label: 'octet-stream',
    payload: Buffer.from([0, 255, 254, 0, 1]),
    contentType: 'application/octet-stream',
  },
  {
    label: 'utf-16 JSON',
    payload: Buffer.from('{"name":"x"}', 'utf16le'),
    contentType: 'application/json; charset=utf-16',
  },
  {
    label: 'invalid UTF-8 JSON',
    payload: Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  },
  { label: 'multipart', payload: '--b\r\n\r\nx\r\n--b--', contentType: 'multipart/form-data; boundary=b' },
];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('\u0000', '\u0001', '\u007f', 'a\u0000b', '/\\evil.example', '//x', '', ' ', '%00'),
  fc.constantFrom('\ud800', 'a\udfff', 'end\ud83d', '\udc09start'),
  fc.string({ minLength: 1_000, maxLength: 20_000 }),
);
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), tie('value'), { maxKeys: 4 }),
  ),
})).value;
const hostileBody = fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 });

/** `n` random bodies per route, reproducible from `seed` (JSON.stringify turns NaN and Infinity into null). */
export function randomBodies(seed: number, n: number): RawBody[] {
  return fc.sample(hostileBody, { seed, numRuns: n }).map((body, i) => ({
    label: `random #${i} (seed ${seed})`,
    payload: JSON.stringify(body),
  }));
}

/** Random socket payloads: the same hostile values, sometimes with the right keys. */
export function randomPayloads(seed: number, n: number): unknown[] {
  return fc.sample(fc.oneof(hostileBody, hostileValue), { seed, numRuns: n });
}
