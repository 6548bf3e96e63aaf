import type { FieldIssue } from '@harvest/domain';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that checks what the form will send with the domain's own
 * rules: the values are turned into the request body, parsed by the domain schema, and any
 * per-country issues (organisationPatchIssues and the like), or issues of fields the body
 * cannot carry as typed (a coordinate that is no number), are added. Issues land on the
 * form field of the same path, so forms name their fields as the body does; `fieldFor`
 * moves an issue elsewhere (a phone issue onto its number). The parsed body is what submit gets.
 */
export function domainResolver<T extends FieldValues, Body, Input = Body>(
  schema: z.ZodType<Body, Input>,
  toBody: (values: T) => Input,
  extraIssues: (body: Input, values: T) => FieldIssue[] = () => [],
  fieldFor: (field: string) => string = (field) => field,
): Resolver<T, unknown, Body> {
  return (values, _context, options) => {
    const body = toBody(values);
    const parsed = schema.safeParse(body);
    // Both kinds at once, so the person sees every problem with one press of Save.
    const issues: FieldIssue[] = [
      ...(parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }))),
      ...extraIssues(body, values),
    ];
    if (parsed.success && issues.length === 0) return { values: parsed.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of issues) {
      const field = fieldFor(issue.field);
      flat[field] ??= { type: 'domain', message: issue.message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
