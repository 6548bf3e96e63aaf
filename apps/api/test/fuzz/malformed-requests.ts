import { sampleOf, type JsonSchema, type SampleContext, type TextPlace } from './json-schema-sample';
import type { SeededRandom } from './seeded-random';

/** One route and method of the OpenAPI document, as the fuzz reads it. */
export interface FuzzOperation {
  /** `PATCH /api/inventory/storages/:id`, as Fastify names the route. */
  route: string;
  method: string;
  /** The OpenAPI path, `{name}` for each parameter. */
  template: string;
  pathParams: string[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
  /** The JSON body's schema, when the route has one. */
  body?: JsonSchema;
  /** The route reads multipart/form-data (an upload). */
  multipart: boolean;
}

export interface FuzzRequest {
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface FuzzContext extends SampleContext {
  /** Real values of the caller's own objects for a path parameter (ids, slugs, aliases), not yet encoded. */
  realValues(template: string, param: string): string[];
  /** A real id of some kind, to send where another kind is wanted. */
  anyRealId(): string;
}

const MB = 1024 * 1024;

/** Path parameters no route should take, already percent-encoded (some on purpose badly). */
const PATH_GARBAGE = [
  'a%00b',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '%zz',
  '%',
  '%25',
  'x'.repeat(3000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
  '-1',
  '0',
  '1e999',
  '..%2F..%2Fadmin',
  "'%20or%201%3D1--",
  '%F0%9F%8C%BE',
  'null',
  '__proto__',
  'constructor',
  '%20',
  'a%2Fb',
];

/** Query values no route should take, already percent-encoded. */
const QUERY_GARBAGE = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF',
  '%zz',
  '%',
  'x'.repeat(5000),
  '-1',
  '0',
  '1e999',
  'NaN',
  'Infinity',
  '0x10',
  '',
  '[]',
  '{}',
  'true',
  'null',
  '2025-02-30',
  '99999999999999999999',
  '%F0%9F%8C%BE',
  '00000000-0000-0000-0000-000000000000',
  "'%20or%201%3D1--",
  'key%3A',
  '%3Avalue',
  'a%3Ab%3Ac',
];

const BAD_IDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '6f1c2a8e-0000-4000-8000-000000000000',
  '',
  ' ',
  "' or 1=1 --",
  '1',
  'x'.repeat(500),
  '{00000000-0000-0000-0000-000000000000}',
];

const BAD_DATES = [
  '2025-02-30',
  '2025-13-01',
  '0000-00-00',
  '0001-01-01',
  '9999-12-31',
  '1900-01-01',
  '2025-1-1',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  '2025-06-01T25:61:61Z',
  '2025-06-01T00:00:00+99:99',
  '1e12',
  'yesterday',
  '2025-06',
  '2100-01-01T00:00:00.000Z',
  '1970-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
];

/** Numbers written into the JSON text as they are (JSON.parse makes 1e999 Infinity). */
const RAW_NUMBERS = [
  '1e999',
  '-1e999',
  '1e-400',
  '-0',
  '123456789012345678901234567890',
  '9007199254740993',
  '-9007199254740993',
  '2147483648',
  '-2147483649',
  '1.0000000000000002',
  '0.1e1',
];
const NUMBER_MARK = '__fuzz_number__';

const WRONG_TYPES: unknown[] = [0, -1, 1.5, true, false, null, '', 'x', [], {}, [1, 2], { a: 1 }, '1', 'true', 'null'];

const RAW_BODIES: (string | Buffer)[] = [
  '',
  'null',
  '[]',
  '"x"',
  '0',
  'true',
  '{',
  '}',
  '{"a":',
  '[1,2',
  'NaN',
  '{"a":1,"a":2}',
  '\ufeff{}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  Buffer.alloc(64),
  ' '.repeat(1000),
  '{}x',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'multipart/form-data; boundary=',
  `multipart/form-data; boundary=${'b'.repeat(300)}`,
  'application/jsonx',
  'APPLICATION/JSON',
  'application/json, text/plain',
];

/** Header values a client might send wrong. */
function headerGarbage(random: SeededRandom, context: FuzzContext): Record<string, string> {
  return random.pick<Record<string, string>>([
    { 'x-organisation-id': 'x' },
    { 'x-organisation-id': '00000000-0000-0000-0000-000000000000' },
    { 'x-organisation-id': context.anyRealId() },
    { 'x-organisation-id': 'x'.repeat(2000) },
    { 'x-organisation-name': 'x'.repeat(2000) },
    { 'x-impersonation-token': 'garbage' },
    { 'x-impersonation-token': 'a.b.c' },
    { 'x-timezone-offset': 'abc' },
    { 'x-timezone-offset': '99999999999' },
    { 'x-app-version': 'garbage' },
    { 'x-app-version': '99999.0.0' },
    { 'x-refresh-token': 'garbage' },
    { 'x-id-token': 'garbage' },
    { 'idempotency-key': 'k'.repeat(300) },
    { 'idempotency-key': ' ' },
    { 'x-device-info': 'x'.repeat(8000) },
    { accept: 'text/csv' },
    { 'x-request-id': '../../etc' },
    { 'if-none-match': 'x'.repeat(3000) },
  ]);
}

type Path = (string | number)[];

/** Every place in a JSON value, the root first. */
function placesIn(value: unknown, path: Path = [], found: { path: Path; value: unknown }[] = []) {
  found.push({ path, value });
  if (Array.isArray(value)) value.forEach((item, index) => placesIn(item, [...path, index], found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) placesIn(item, [...path, key], found);
  }
  return found;
}

function withValueAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = value;
  return copy;
}

function withoutKeyAt(root: unknown, path: Path): unknown {
  if (path.length === 0) return root;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (Array.isArray(node)) node.splice(Number(last), 1);
  else Reflect.deleteProperty(node, last);
  return copy;
}

function nested(depth: number, leaf: unknown, asObject: boolean): string {
  const open = asObject ? '{"a":' : '[';
  const close = asObject ? '}' : ']';
  return `${open.repeat(depth)}${JSON.stringify(leaf)}${close.repeat(depth)}`;
}

function multipartOf(
  random: SeededRandom,
  context: FuzzContext,
  options: { truncate: boolean },
): { payload: Buffer; contentType: string } {
  const boundary = `----fuzz${random.int(0, 1e9)}`;
  const fields: [string, string][] = [
    ['bucket', random.pick(['files', 'images', 'x', ''])],
    ['type', random.pick(['misc', 'logo', 'avatar', 'sample', 'weighbridge', 'x'])],
    ['name', random.pick(['notes.txt', 'a\u0000b', '🌾'.repeat(200), 'x'.repeat(300), ''])],
    ['organisationId', random.pick([context.anyRealId(), 'x', '00000000-0000-0000-0000-000000000000'])],
    ['organisations', random.pick(['[]', '["x"]', `["${context.anyRealId()}"]`, '[', 'x', '{"a":1}'])],
    ['organisations[]', random.pick([context.anyRealId(), 'x'])],
    [random.pick(['extra', 'a\u0000b', '__proto__', 'x'.repeat(200)]), 'x'],
  ];
  const chosen = fields.filter(() => random.chance(0.6));
  const files = Array.from({ length: random.int(0, 2) }, () => ({
    name: random.pick(['file', 'file', 'other']),
    filename: random.pick(['a.txt', '../../etc/passwd', 'a\u0000b.png', '', `${'x'.repeat(400)}.txt`, '🌾.png', 'con']),
    type: random.pick(['text/plain', 'image/png', 'application/pdf', 'application/x-msdownload', '']),
    data: random.pick([
      Buffer.from('hello'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      Buffer.alloc(0),
      Buffer.from('%PDF-1.4 fuzz'),
      Buffer.from(Array.from({ length: 4096 }, () => random.int(0, 255))),
    ]),
  }));
  const parts: Buffer[] = [];
  const addField = ([name, value]: [string, string]) =>
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const addFile = (file: (typeof files)[number]) => {
    const type = file.type ? `\r\nContent-Type: ${file.type}` : '';
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"${type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  };
  // Files before fields sometimes: any order must be safe.
  if (random.chance(0.3)) {
    files.forEach(addFile);
    chosen.forEach(addField);
  } else {
    chosen.forEach(addField);
    files.forEach(addFile);
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(parts);
  if (options.truncate) payload = payload.subarray(0, random.int(0, payload.length));
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const BODY_KINDS = [
  'sample',
  'wrong-type',
  'missing-key',
  'extra-key',
  'huge-string',
  'nul',
  'surrogate',
  'bad-key',
  'deep',
  'bad-id',
  'bad-date',
  'bad-number',
  'raw',
  'truncated',
  'content-type',
  'multipart',
  'emoji-cut',
  'max-values',
  'bad-path',
  'headers',
  'bad-query',
  'oversized',
  'min-values',
  'null-everywhere',
] as const;

/** An upload: mostly multipart bodies, whole and cut short, in any order of parts. */
const MULTIPART_KINDS = [
  'multipart',
  'multipart',
  'truncated-multipart',
  'multipart',
  'content-type',
  'multipart',
  'bad-path',
  'headers',
  'multipart',
  'raw',
  'truncated-multipart',
  'oversized',
] as const;

const READ_KINDS = [
  'sample',
  'bad-path',
  'bad-query',
  'bad-query',
  'query-repeat',
  'query-extra',
  'query-missing',
  'query-nul',
  'query-huge',
  'headers',
  'bad-path',
  'bad-query',
] as const;

function urlFor(operation: FuzzOperation, context: FuzzContext, random: SeededRandom, garbagePath: boolean): string {
  return operation.template.replace(/\{(\w+)\}/g, (_match, param: string) => {
    const real = context.realValues(operation.template, param);
    if (!garbagePath && real.length > 0) return encodeURIComponent(random.pick(real));
    return random.pick([...PATH_GARBAGE, ...real.map(encodeURIComponent)]);
  });
}

function sampleQuery(operation: FuzzOperation, context: FuzzContext, random: SeededRandom): [string, string][] {
  const pairs: [string, string][] = [];
  for (const param of operation.query) {
    if (!param.required && !random.chance(0.5)) continue;
    const value = sampleOf(param.schema, context, [], param.name);
    for (const each of [value].flat()) pairs.push([param.name, encodeURIComponent(String(each))]);
  }
  return pairs;
}

function queryText(pairs: [string, string][]): string {
  return pairs.length > 0 ? `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}` : '';
}

function mutatedQuery(
  kind: string,
  operation: FuzzOperation,
  context: FuzzContext,
  random: SeededRandom,
): [string, string][] {
  const pairs = sampleQuery(operation, context, random);
  const names = operation.query.map((param) => param.name);
  const someName = () => (names.length > 0 ? random.pick(names) : 'q');
  switch (kind) {
    case 'query-repeat': {
      const name = someName();
      return [...pairs, [name, random.pick(QUERY_GARBAGE)], [name, random.pick(QUERY_GARBAGE)], [`${name}[]`, 'x']];
    }
    case 'query-extra':
      return [...pairs, [random.pick(['extra', '__proto__', 'constructor', 'a%00b', '%ED%A0%80', '']), 'x']];
    case 'query-missing':
      return pairs.filter(() => random.chance(0.3));
    case 'query-nul': {
      const freeText = operation.query.filter(
        ({ schema }) => schema.type === 'string' && !schema.enum && !schema.format && !schema.pattern,
      );
      const name = freeText.length > 0 ? random.pick(freeText).name : someName();
      return [...pairs.filter(([key]) => key !== name), [name, random.pick(['a%00b', '%00'])]];
    }
    case 'query-huge':
      return [...pairs, [someName(), 'x'.repeat(random.pick([5_000, 60_000]))]];
    default: {
      const name = someName();
      return [...pairs.filter(([key]) => key !== name), [name, random.pick(QUERY_GARBAGE)]];
    }
  }
}

/** A JSON body made wrong in the way the kind says, as the text to send. */
function bodyText(
  kind: string,
  base: unknown,
  texts: readonly TextPlace[],
  context: FuzzContext,
  random: SeededRandom,
): string | Buffer {
  const places = placesIn(base);
  const place = random.pick(places);
  const strings = places.filter((each) => typeof each.value === 'string');
  const stringPlace = strings.length > 0 ? random.pick(strings) : place;
  // Bad characters and sizes go to every place that takes free text (of a length it takes), so that they get past
  // validation to the store; with no such place, to any string.
  const spoilEvery = (spoil: (value: string) => string) => {
    const targets = texts.length > 0 ? texts : [{ path: stringPlace.path, maxLength: Number.POSITIVE_INFINITY }];
    let value = base;
    for (const target of targets) {
      const spoilt = spoil(String(places.find((each) => each.path.join('.') === target.path.join('.'))?.value ?? ''));
      if (spoilt.length <= target.maxLength) value = withValueAt(value, target.path, spoilt);
    }
    return text(value);
  };
  const objects = places.filter(
    (each) => each.value !== null && typeof each.value === 'object' && !Array.isArray(each.value),
  );
  const objectPlace = objects.length > 0 ? random.pick(objects) : null;
  const text = (value: unknown) => JSON.stringify(value) ?? 'null';
  switch (kind) {
    case 'wrong-type':
      return text(
        withValueAt(base, place.path, random.pick(WRONG_TYPES.filter((each) => typeof each !== typeof place.value))),
      );
    case 'missing-key': {
      const keyed = places.filter((each) => each.path.length > 0);
      return text(keyed.length > 0 ? withoutKeyAt(base, random.pick(keyed).path) : {});
    }
    case 'extra-key':
      return objectPlace
        ? text(
            withValueAt(
              base,
              [...objectPlace.path, random.pick(['extra', 'constructor', 'id', 'organisationId'])],
              'x',
            ),
          )
        : text({ extra: 'x' });
    case 'huge-string': {
      const huge = random.pick(['x'.repeat(200_000), '🌾'.repeat(50_000), '\u202e'.repeat(20_000)]);
      return random.chance(0.5) ? text(withValueAt(base, stringPlace.path, huge)) : spoilEvery(() => huge);
    }
    // One character replaced, so that the text keeps its length and passes its limits.
    case 'nul':
      return spoilEvery((value) => `${value.slice(0, 3)}\u0000${value.slice(4)}`);
    case 'surrogate': {
      const half = random.pick(['\ud800', '\udfff', '\ud83c']);
      return spoilEvery((value) => `${value.slice(0, 3)}${half}${value.slice(4)}`);
    }
    case 'bad-key':
      return objectPlace
        ? text(withValueAt(base, [...objectPlace.path, random.pick(['a\u0000b', '\ud800', ''])], 'x'))
        : text({ 'a\u0000b': 'x' });
    case 'deep': {
      const depth = random.pick([40, 2_000, 100_000]);
      const marked = text(withValueAt(base, place.path, '__fuzz_deep__'));
      return marked.replace('"__fuzz_deep__"', nested(depth, 'x', random.chance(0.5)));
    }
    case 'bad-id':
      return text(withValueAt(base, stringPlace.path, random.pick([...BAD_IDS, context.anyRealId()])));
    case 'bad-date':
      return text(withValueAt(base, stringPlace.path, random.pick(BAD_DATES)));
    case 'bad-number': {
      const numbers = places.filter((each) => typeof each.value === 'number');
      const target = numbers.length > 0 ? random.pick(numbers) : place;
      return text(withValueAt(base, target.path, NUMBER_MARK)).replace(`"${NUMBER_MARK}"`, random.pick(RAW_NUMBERS));
    }
    case 'emoji-cut': {
      // Long text cut somewhere (at 501, at 255...): all pairs splits an odd cut, a letter first an even one.
      const long = `${random.pick(['', 'a'])}${'🌾'.repeat(random.pick([300, 130]))}`;
      return spoilEvery(() => long);
    }
    case 'raw':
      return random.pick(RAW_BODIES);
    case 'truncated': {
      const whole = text(base);
      return whole.slice(0, random.int(0, Math.max(0, whole.length - 1)));
    }
    case 'null-everywhere':
      return text(
        base !== null && typeof base === 'object'
          ? Object.fromEntries(Object.keys(base).map((key) => [key, null]))
          : null,
      );
    case 'oversized':
      return text({ padding: 'x'.repeat(MB + 10) });
    default:
      return text(base);
  }
}

/** `count` wrong requests for one operation, made the same way on every run from the generator. */
export function malformedRequests(
  operation: FuzzOperation,
  context: FuzzContext,
  random: SeededRandom,
  count: number,
): FuzzRequest[] {
  const takesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method);
  const kinds: readonly string[] = operation.multipart ? MULTIPART_KINDS : takesBody ? BODY_KINDS : READ_KINDS;
  const requests: FuzzRequest[] = [];
  for (let index = 0; index < count; index += 1) {
    const kind = kinds[index % kinds.length] as string;
    const garbagePath = kind === 'bad-path' || random.chance(0.15);
    const url =
      urlFor(operation, context, random, garbagePath) +
      queryText(
        kind.startsWith('query') || kind === 'bad-query'
          ? mutatedQuery(kind, operation, context, random)
          : sampleQuery(operation, context, random),
      );
    const headers: Record<string, string> = kind === 'headers' ? headerGarbage(random, context) : {};
    if (!takesBody) {
      requests.push({ kind, method: operation.method, url, headers });
      continue;
    }
    const texts: TextPlace[] = [];
    const extreme = kind === 'max-values' ? 'max' : kind === 'min-values' ? 'min' : undefined;
    const base = operation.body ? sampleOf(operation.body, { ...context, extreme }, texts) : {};
    if (kind === 'multipart' || kind === 'truncated-multipart') {
      const { payload, contentType } = multipartOf(random, context, { truncate: kind === 'truncated-multipart' });
      requests.push({
        kind,
        method: operation.method,
        url,
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
      continue;
    }
    const contentType = kind === 'content-type' ? random.pick(CONTENT_TYPES) : 'application/json';
    const payload = kind === 'content-type' ? JSON.stringify(base) : bodyText(kind, base, texts, context, random);
    requests.push({
      kind,
      method: operation.method,
      url,
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
  }
  return requests;
}
