import type { SeededRandom } from './seeded-random';

/** The part of JSON Schema (OpenAPI 3.0 flavour, as the zod transform writes it) that the routes' schemas use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

export interface SampleContext {
  random: SeededRandom;
  /** A real id of the caller's for a property named like this (`listingId`, `businessUnitIds`), if there is one. */
  idFor(name: string): string | undefined;
  now: Date;
  /** Every number, list and free text at the edge its schema allows, rather than an everyday value. */
  extreme?: 'max' | 'min';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a string with no format, pattern or list of values gets: free text, where a bad character is tried. */
export const FREE_TEXT = 'Fuzz text';

/** Plausible words for properties whose names say what they hold, so that handlers get past the obvious. */
const NAMED_STRINGS: Record<string, string[]> = {
  commodityId: ['wheat', 'barley', 'oilseed-rape'],
  countryISO: ['GB'],
  username: ['farmer@demo.farm', 'nobody@example.test'],
  email: ['someone@example.test'],
  password: ['Harvest2026!', 'wrong'],
  postcode: ['CB6 1PT'],
  what3words: ['filled.count.soap'],
  currency: ['GBP'],
};

/** Whether a sampled string is free text (or a named word such as an email), not an id, a date or a code. */
export function isFreeText(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    (value.startsWith(FREE_TEXT) || Object.values(NAMED_STRINGS).some((words) => words.includes(value)))
  );
}

function uuidOf(random: SeededRandom): string {
  const hex = (count: number) => Array.from({ length: count }, () => random.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${random.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
}

function stringCandidates(context: SampleContext): string[] {
  const month = (add: number) => {
    const date = new Date(Date.UTC(context.now.getUTCFullYear(), context.now.getUTCMonth() + add, 1));
    return date.toISOString().slice(0, 7);
  };
  return [
    month(1),
    month(2),
    'GB',
    '#1F6F43',
    '20-45-77',
    'BARCGB22',
    'harvest-news',
    'button-click',
    'wheat',
    'HFP-1',
    'x',
    FREE_TEXT,
  ];
}

function stringOf(schema: JsonSchema, context: SampleContext, name: string): string {
  const { random } = context;
  switch (schema.format) {
    case 'uuid':
      return context.idFor(name) ?? uuidOf(random);
    case 'email':
      return name === 'username' ? 'farmer@demo.farm' : 'someone@example.test';
    case 'date':
      return new Date(context.now.getTime() + random.int(-30, 30) * DAY_MS).toISOString().slice(0, 10);
    case 'date-time':
      return new Date(context.now.getTime() + random.int(-48, 48) * 60 * 60 * 1000).toISOString();
    case 'uri':
      return 'https://example.test/fuzz.png';
    default:
      break;
  }
  const named = NAMED_STRINGS[name];
  let text = named ? random.pick(named) : FREE_TEXT;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const fits = [text, ...stringCandidates(context)].filter((candidate) => pattern.test(candidate));
    text = fits[0] ?? text;
  }
  const min = schema.minLength ?? 0;
  if (text.length < min) text = text.padEnd(min, 'x');
  if (schema.maxLength !== undefined && text.length > schema.maxLength) text = text.slice(0, schema.maxLength);
  return text;
}

function numberOf(schema: JsonSchema, context: SampleContext, integer: boolean): number {
  if (context.extreme === 'max') return schema.maximum ?? 2 ** 31;
  if (context.extreme === 'min') return schema.minimum ?? -(2 ** 31);
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  const preferred = [min, 1, 10, 100, 1000, 100_000, 250_000].filter((value) => value >= min && value <= max);
  const value = preferred.length > 0 ? context.random.pick(preferred) : min;
  return integer ? Math.round(value) : value;
}

/** A place in a sampled value where the schema takes free text, and how long that text may be. */
export interface TextPlace {
  path: (string | number)[];
  maxLength: number;
}

interface Where {
  name: string;
  depth: number;
  path: (string | number)[];
  /** Filled with every free-text place of the sample. */
  texts: TextPlace[];
}

function isFreeTextSchema(schema: JsonSchema): boolean {
  return !schema.format && !schema.pattern && !schema.enum && schema.const === undefined;
}

/** A value the schema would take (or nearly: patterns are matched from a few candidates), for mutating. */
export function sampleOf(schema: JsonSchema, context: SampleContext, texts: TextPlace[] = [], name = ''): unknown {
  return sampleAt(schema, context, { name, depth: 0, path: [], texts });
}

function sampleAt(schema: JsonSchema, context: SampleContext, where: Where): unknown {
  const { random } = context;
  const inner = (next: JsonSchema, step: string | number | null, name = where.name) =>
    sampleAt(next, context, {
      name,
      depth: where.depth + 1,
      path: step === null ? where.path : [...where.path, step],
      texts: where.texts,
    });
  if (where.depth > 12) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return random.pick(schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return inner(random.pick(choices), null);
  if (schema.allOf && schema.allOf.length > 0) {
    return Object.assign({}, ...schema.allOf.map((part) => inner(part, null)));
  }
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case 'string': {
      let text = stringOf(schema, context, where.name);
      // At its longest in emoji: a limit counts characters, an index counts bytes.
      if (context.extreme === 'max' && isFreeTextSchema(schema) && isFreeText(text)) {
        text = '🌾'.repeat(Math.floor(Math.min(schema.maxLength ?? 2_000, 2_000) / 2)) || text;
      }
      if (isFreeTextSchema(schema) && isFreeText(text)) {
        where.texts.push({ path: where.path, maxLength: schema.maxLength ?? Number.POSITIVE_INFINITY });
      }
      return text;
    }
    case 'integer':
      return numberOf(schema, context, true);
    case 'number':
      return numberOf(schema, context, false);
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const min = schema.minItems ?? 0;
      const max =
        context.extreme === 'max' ? Math.min(schema.maxItems ?? 50, 50) : Math.min(schema.maxItems ?? min + 2, min + 2);
      const itemName = where.name.endsWith('Ids') ? where.name.slice(0, -1) : where.name;
      const length =
        context.extreme === 'max' ? max : context.extreme === 'min' ? min : random.int(min, Math.max(min, max));
      return Array.from({ length }, (_item, index) => inner(schema.items ?? {}, index, itemName));
    }
    case 'object':
    case undefined: {
      if (!schema.properties && !schema.additionalProperties && type === undefined) {
        where.texts.push({ path: where.path, maxLength: Number.POSITIVE_INFINITY });
        return FREE_TEXT;
      }
      const value: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (property.not) continue;
        const wanted = context.extreme ? context.extreme === 'max' : random.chance(0.5);
        if (required.has(key) || wanted) value[key] = inner(property, key, key);
      }
      if (typeof schema.additionalProperties === 'object' && random.chance(0.7)) {
        const key = random.pick(['moisture', 'weight', 'inventory', 'label']);
        value[key] = inner(schema.additionalProperties, key);
      }
      return value;
    }
    default:
      return null;
  }
}
