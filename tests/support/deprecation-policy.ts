import { isEnumType, isInputObjectType, isObjectType, isInterfaceType, type GraphQLSchema } from 'graphql';

/*
 * The API's deprecation policy (docs/api.md, "Deprecations"): a field, argument, input field or
 * enum value is first deprecated with a reason that says what to use instead and ends with
 * "Deprecated YYYY-MM-DD; removed no earlier than YYYY-MM-DD.", the second date at least
 * DEPRECATION_MIN_DAYS after the first; it may be removed only once that date has come.
 */

export const DEPRECATION_MIN_DAYS = 90;
const DATES = /Deprecated (\d{4}-\d{2}-\d{2}); removed no earlier than (\d{4}-\d{2}-\d{2})\.$/;

export interface Deprecation {
  coordinate: string;
  reason: string;
}

/** Every deprecated coordinate of a schema with its reason. */
export function deprecations(schema: GraphQLSchema): Deprecation[] {
  const found: Deprecation[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.deprecationReason) found.push({ coordinate: `${type.name}.${field.name}`, reason: field.deprecationReason });
        for (const arg of field.args) if (arg.deprecationReason) found.push({ coordinate: `${type.name}.${field.name}.${arg.name}`, reason: arg.deprecationReason });
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (field.deprecationReason) found.push({ coordinate: `${type.name}.${field.name}`, reason: field.deprecationReason });
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) if (value.deprecationReason) found.push({ coordinate: `${type.name}.${value.name}`, reason: value.deprecationReason });
    }
  }
  return found;
}

const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** What is wrong with a deprecation reason under the policy, or null. */
export function deprecationProblem(reason: string): string | null {
  const match = DATES.exec(reason);
  if (!match) return 'its reason must end with "Deprecated YYYY-MM-DD; removed no earlier than YYYY-MM-DD."';
  const [, deprecatedOn, removableOn] = match as unknown as [string, string, string];
  if (Number.isNaN(Date.parse(deprecatedOn)) || Number.isNaN(Date.parse(removableOn))) return 'its dates are not real dates';
  if (days(deprecatedOn, removableOn) < DEPRECATION_MIN_DAYS) return `removal comes ${days(deprecatedOn, removableOn)} days after deprecation; at least ${DEPRECATION_MIN_DAYS} are needed`;
  if (reason.replace(DATES, '').trim().length < 10) return 'its reason must say what to use instead';
  return null;
}

/** The date from which a deprecated coordinate may be removed, or null when the reason names none. */
export function removableOn(reason: string | null | undefined): string | null {
  return reason ? (DATES.exec(reason)?.[2] ?? null) : null;
}
