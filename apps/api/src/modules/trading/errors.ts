import { messages, type ValidationIssue } from '@harvest/domain';

/** A field of the request that trading refuses, with what to tell the person (the catalogue's 'invalid' unless said). */
export const invalid = (field: string, message: string = messages.validation.invalid): ValidationIssue => ({
  field,
  message,
});
