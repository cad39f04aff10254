import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { GraphQLDateTime, GraphQLEmailAddress, GraphQLLocalDate, GraphQLLocalEndTime, GraphQLLocalTime, GraphQLURL } from 'graphql-scalars';
import { isValidMonth, MONTH_FORMAT_MESSAGE } from '../../shared/dates.ts';

function yearMonth(value: unknown): string {
  if (typeof value !== 'string' || !isValidMonth(value)) {
    throw new GraphQLError(MONTH_FORMAT_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return value;
}

/**
 * A calendar month, yyyy-MM (reports, the calendar's months). graphql-scalars has no year-month
 * scalar; this one answers a malformed month with the same message the services used to give.
 */
export const GraphQLYearMonth = new GraphQLScalarType<string, string>({
  name: 'YearMonth',
  description: 'A calendar month, yyyy-MM (2026-12).',
  serialize: yearMonth,
  parseValue: yearMonth,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError(MONTH_FORMAT_MESSAGE, { nodes: ast, extensions: { code: 'BAD_USER_INPUT' } });
    return yearMonth(ast.value);
  },
  extensions: { codegenScalarType: 'string', jsonSchema: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } },
});

/**
 * E-mail addresses are checked where they come in (graphql-scalars' EmailAddress on inputs, the
 * shared, stricter rule in the services). On the way out an address is what was stored: a row kept
 * from before a rule tightened must not fail a whole list, so output is not checked again.
 */
const GraphQLStoredEmailAddress = new GraphQLScalarType({
  ...GraphQLEmailAddress.toConfig(),
  serialize: (value) => (typeof value === 'string' ? value : GraphQLEmailAddress.serialize(value)),
});

/** Every custom scalar of the schema (schema/base.graphql) and its implementation. */
export const scalarResolvers = {
  DateTime: GraphQLDateTime,
  LocalDate: GraphQLLocalDate,
  LocalTime: GraphQLLocalTime,
  LocalEndTime: GraphQLLocalEndTime,
  EmailAddress: GraphQLStoredEmailAddress,
  URL: GraphQLURL,
  YearMonth: GraphQLYearMonth,
};
