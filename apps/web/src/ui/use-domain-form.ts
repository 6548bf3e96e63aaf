import type { FieldIssue } from '@harvest/domain';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { domainResolver } from '../lib/forms/domain-resolver';

interface DomainFormOptions<T, Input> {
  defaultValues: DefaultValues<T>;
  /**
   * Where an issue of a body field goes on the form, when the form names it otherwise: a map
   * (`{ quantityKg: 'quantity' }`), or a function for fields of many names (a list's items).
   */
  fieldOf?: Readonly<Record<string, string>> | ((field: string) => string);
  /** Issues the schema cannot see (per-country rules, a listing's limits). */
  extraIssues?: (body: Input, values: T) => FieldIssue[];
}

/**
 * A react-hook-form form checked with the domain's own rules on the body it will send (domainResolver): submit
 * gets the parsed body.
 */
export function useDomainForm<T extends FieldValues, Body, Input = Body>(
  schema: z.ZodType<Body, Input>,
  toBody: (values: T) => Input,
  { defaultValues, fieldOf = {}, extraIssues }: DomainFormOptions<T, Input>,
): UseFormReturn<T, unknown, Body> {
  const fieldFor = typeof fieldOf === 'function' ? fieldOf : (field: string) => fieldOf[field] ?? field;
  return useForm<T, unknown, Body>({ resolver: domainResolver(schema, toBody, extraIssues, fieldFor), defaultValues });
}
