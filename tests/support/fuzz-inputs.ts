import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
} from 'graphql';
import { TEST_ADMIN } from './test-admin.ts';

/*
 * Arbitraries from the schema's input types, for the generated-input run over every mutation
 * (tests/server/fuzz.test.ts): hostile strings, numbers, dates, times, e-mail addresses, URLs and
 * ids (most of them ids that exist: `useIdPool`), and a payload selection for each mutation.
 */

/** Ids of rows in the database under test; refreshed by the fuzz run as rows come and go. */
let idPool: string[] = [];
export function useIdPool(ids: string[]) {
  idPool = ids;
}

const NASTY_STRINGS = [
  '',
  ' ',
  '  \t\n ',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR 1=1; SELECT * FROM sessions; --',
  "Robert'); DROP TABLE bookings;--",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template-injection probes, sent as plain text
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00%0d%0a',
  '\u0000',
  '\u202eevil\u202c',
  '\ud83c\udf89\ud83c\udf8a',
  '\ud800',
  'Ω≈ç√∫˜µ≤≥÷',
  'ﷺ ﷽',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x7fffffff',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

const hugeString = fc
  .tuple(fc.constantFrom('x', 'é', '\ud83c\udf89', '<', "'"), fc.integer({ min: 1_000, max: 120_000 }))
  .map(([unit, length]) => unit.repeat(length));

const anyString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: hugeString },
);

const pad = (n: number) => String(n).padStart(2, '0');
const validDate = fc.integer({ min: 0, max: 365 * 15 }).map((days) => new Date(Date.UTC(2020, 0, 1) + days * 86_400_000).toISOString().slice(0, 10));
const dateString = fc.oneof(
  { weight: 3, arbitrary: validDate },
  { weight: 2, arbitrary: fc.constantFrom('2024-02-30', '2023-02-29', '2024-13-01', '2024-00-10', '0000-00-00', '2024-1-5', '9999-12-31', '1900-01-01', 'tomorrow', '2024/05/06', '') },
  { weight: 1, arbitrary: anyString },
);
const validTime = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45)).map(([h, m]) => `${pad(h)}:${pad(m)}`);
const timeString = fc.oneof(
  { weight: 3, arbitrary: validTime },
  { weight: 2, arbitrary: fc.constantFrom('24:00', '00:00', '25:00', '12:60', '9:00', '10am', '10am-4pm', '5pm-midnight', 'all-day', '') },
  { weight: 1, arbitrary: anyString },
);
const emailString = fc.oneof(
  { weight: 3, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.constantFrom(TEST_ADMIN.email, 'admin@venue.local', 'a@b', '@example.com', 'a@@b.co', 'a b@c.de', `${'x'.repeat(300)}@example.com`, 'ADMIN@VENUE.LOCAL ') },
  { weight: 1, arbitrary: anyString },
);
const urlString = fc.oneof(
  { weight: 2, arbitrary: fc.webUrl() },
  { weight: 1, arbitrary: fc.constantFrom('javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://example.com', '//evil.example', '/relative', 'http://', '') },
  { weight: 1, arbitrary: anyString },
);
const idValue = () =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(idPool.length ? idPool : ['none'])) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: anyString },
  );
const intValue = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -1_000, max: 1_000 }) },
  { weight: 2, arbitrary: fc.constantFrom(0, -1, 1, 449, 450, 451, 2_147_483_647, -2_147_483_648) },
  { weight: 1, arbitrary: fc.constantFrom(2_147_483_648, 1.5, 1e21, -1e21) },
);
const floatValue = fc.oneof(
  { weight: 3, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -0, 0.1, 1, 5, 5.0001, 1e308, -1e308) },
);
/** A value of some other JSON type, for the occasional wrong-typed field. */
const wrongType = fc.oneof(fc.integer(), fc.boolean(), fc.constant({}), fc.constant([]), fc.string({ maxLength: 10 }), fc.constantFrom('NaN', 'Infinity'));

/** String inputs are validated by services with the specification's messages; names hint at their meaning. */
function stringFor(fieldName: string) {
  if (/e-?mail/i.test(fieldName)) return emailString;
  if (/date|month/i.test(fieldName)) return dateString;
  if (/time|slot/i.test(fieldName)) return timeString;
  if (/url|link|image|logo|favicon|avatar/i.test(fieldName)) return urlString;
  if (/^ids?$|Id$|Ids$/.test(fieldName)) return idValue();
  return anyString;
}

const SCALARS: Record<string, (fieldName: string) => fc.Arbitrary<unknown>> = {
  String: stringFor,
  ID: () => idValue(),
  Int: () => intValue,
  Float: () => floatValue,
  Boolean: () => fc.boolean(),
  LocalDate: () => dateString,
  LocalTime: () => timeString,
  LocalEndTime: () => timeString,
  DateTime: () => fc.oneof(fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), anyString),
  EmailAddress: () => emailString,
  URL: () => urlString,
  YearMonth: () => dateString,
};

/**
 * Well-typed values for the scalars whose parsing graphql-js does before any resolver runs. A
 * well-typed call still carries hostile strings in its String fields and out-of-range numbers; it
 * is only spared the values the scalar itself refuses, so that most calls reach the services.
 */
const int32 = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -1_000, max: 1_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1, 449, 450, 451, 2_147_483_647, -2_147_483_648) },
);
const WELL_TYPED_SCALARS: Record<string, (fieldName: string) => fc.Arbitrary<unknown>> = {
  ...SCALARS,
  Int: () => int32,
  LocalDate: () => validDate,
  LocalTime: () => validTime,
  LocalEndTime: () => fc.oneof({ weight: 5, arbitrary: validTime }, { weight: 1, arbitrary: fc.constant('24:00') }),
  DateTime: () => fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }).map((date) => date.toISOString()),
  EmailAddress: () => fc.tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}$/), fc.constantFrom('example.com', 'mail.example.org', 'venue.local')).map(([local, domain]) => `${local}@${domain}`),
  URL: () => fc.webUrl(),
  YearMonth: () => validDate.map((date) => date.slice(0, 7)),
};

const OMIT = Symbol('omit');

/**
 * Hostile mode (wellTyped false) may also send values graphql-js refuses before any resolver runs:
 * wrong types, unknown enum values, unknown fields, missing required fields, malformed scalars.
 */
export function inputValue(type: GraphQLInputType, fieldName: string, wellTyped: boolean, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    const inner = inputValue(type.ofType, fieldName, wellTyped, depth);
    return wellTyped ? inner.filter((value) => value !== null) : withWrongType(inner);
  }
  const nullable = (value: fc.Arbitrary<unknown>) => fc.oneof({ weight: 6, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) {
    const element = inputValue(type.ofType, fieldName, wellTyped, depth + 1);
    const idList = /ids?$/i.test(fieldName) && idPool.length ? [fc.shuffledSubarray(idPool, { minLength: 0 })] : [];
    const long = depth === 0 ? [fc.array(element, { minLength: 50, maxLength: 200 })] : [];
    return nullable(fc.oneof(fc.array(element, { maxLength: 6 }), ...idList, ...long));
  }
  if (isEnumType(type)) {
    const values = type.getValues().map((value) => value.name);
    const valid = fc.constantFrom(...values);
    return nullable(wellTyped ? valid : fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: fc.constantFrom('NOPE', values[0]!.toLowerCase(), '') }));
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant(null);
    const fields = Object.values(type.getFields());
    const entries = fields.map((field) => {
      const value = inputValue(field.type, field.name, wellTyped, depth + 1);
      const maybeOmitted = isNonNullType(field.type)
        ? wellTyped
          ? value
          : fc.oneof({ weight: 30, arbitrary: value }, { weight: 1, arbitrary: fc.constant(OMIT) })
        : fc.oneof({ weight: 3, arbitrary: value }, { weight: 1, arbitrary: fc.constant(OMIT) });
      return maybeOmitted.map((v) => [field.name, v] as const);
    });
    const extraField = wellTyped
      ? fc.constant(null)
      : fc.oneof({ weight: 20, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constant(['unknownField', 'x'] as const) });
    return nullable(
      fc.tuple(fc.tuple(...entries), extraField).map(([pairs, extra]) =>
        Object.fromEntries([...pairs.filter(([, v]) => v !== OMIT), ...(extra ? [extra] : [])]),
      ),
    );
  }
  const scalar = (wellTyped ? WELL_TYPED_SCALARS : SCALARS)[type.name];
  if (!scalar) throw new Error(`fuzz.test.ts has no generator for scalar ${type.name}; add one to SCALARS.`);
  return nullable(scalar(fieldName));
}

function withWrongType(value: fc.Arbitrary<unknown>) {
  return fc.oneof({ weight: 8, arbitrary: value }, { weight: 1, arbitrary: wrongType });
}

/** A selection of the payload: every scalar field without required arguments, 3 levels deep. */
export function selection(type: GraphQLOutputType, depth = 0): string {
  const named: GraphQLNamedType = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth >= 3) return ' { __typename }';
  const fields = Object.values(named.getFields())
    .filter((field) => !field.args.some((arg) => isNonNullType(arg.type)))
    .map((field) => {
      const inner = getNamedType(field.type);
      if (isLeafType(inner)) return field.name;
      return `${field.name}${selection(field.type, depth + 1)}`;
    });
  return ` { __typename ${fields.join(' ')} }`;
}
