import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { GraphQLDateTime, GraphQLEmailAddress, GraphQLLocalDate, GraphQLLocalEndTime, GraphQLLocalTime } from 'graphql-scalars';
import { isValidMonth, MONTH_FORMAT_MESSAGE } from '../../shared/dates.ts';
import { isSiteUrl, URL_MESSAGE } from '../../shared/urls.ts';

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
    // The literal's node goes with the error: it marks a bad value written in the document (graphql/errors.ts).
    if (ast.kind !== Kind.STRING || !isValidMonth(ast.value)) throw new GraphQLError(MONTH_FORMAT_MESSAGE, { nodes: ast, extensions: { code: 'BAD_USER_INPUT' } });
    return ast.value;
  },
  extensions: { codegenScalarType: 'string', jsonSchema: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } },
});

function siteUrl(value: unknown): string {
  if (typeof value !== 'string' || !isSiteUrl(value)) {
    throw new GraphQLError(URL_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return value;
}

/**
 * Links, pictures and feed addresses: an absolute http(s) URL or a path on this site (/uploads/…,
 * /calendar), shared/urls.ts. graphql-scalars' URL accepts any scheme (`javascript:alert(1)` parses)
 * and no relative path, so this one replaces it under the same name. Output is checked too: every
 * stored address went through a stricter rule when it was saved, and none other may leave the API.
 */
export const GraphQLSiteUrl = new GraphQLScalarType<string, string>({
  name: 'URL',
  description: 'An absolute http(s) URL or a path on this site starting with /.',
  serialize: siteUrl,
  parseValue: siteUrl,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING || !isSiteUrl(ast.value)) throw new GraphQLError(URL_MESSAGE, { nodes: ast, extensions: { code: 'BAD_USER_INPUT' } });
    return ast.value;
  },
  extensions: { codegenScalarType: 'string', jsonSchema: { type: 'string', maxLength: 2048 } },
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

/**
 * A scalar's behaviour without its own description: the schema's (schema/base.graphql) is the one
 * introspection shows, as schema.graphql prints it (graphql-tools would otherwise copy the
 * implementation's description over the SDL's at run time only).
 */
function behaviourOf(scalar: GraphQLScalarType) {
  const { description: _description, astNode: _astNode, ...behaviour } = scalar.toConfig();
  return behaviour;
}

/** Every custom scalar of the schema (schema/base.graphql) and its implementation. */
export const scalarResolvers = {
  DateTime: behaviourOf(GraphQLDateTime),
  LocalDate: behaviourOf(GraphQLLocalDate),
  LocalTime: behaviourOf(GraphQLLocalTime),
  LocalEndTime: behaviourOf(GraphQLLocalEndTime),
  EmailAddress: behaviourOf(GraphQLStoredEmailAddress),
  URL: behaviourOf(GraphQLSiteUrl),
  YearMonth: behaviourOf(GraphQLYearMonth),
};
