import { installEnGbZodMessages, loginRequestSchema, type LoginRequest } from '@harvest/domain';
import { isApiError } from '../../lib/api/api-error';
import { apiValidationOf } from '../../lib/forms/api-validation';
import { login } from './api/login';
import { NoProfilesError } from './no-profiles-error';
import { completeSignIn } from './sign-in';

// Loaded on the first send, beside the schemas it checks with: the sign-in page's first load carries no zod.
installEnGbZodMessages();

export type SignInField = keyof LoginRequest;

/** The sign-in's own problems before anything is sent, one message per field, from the domain's schema. */
export function checkSignIn(request: LoginRequest): Partial<Record<SignInField, string>> {
  const parsed = loginRequestSchema.safeParse(request);
  if (parsed.success) return {};
  const problems: Partial<Record<SignInField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as SignInField;
    problems[field] ??= issue.message;
  }
  return problems;
}

/** Signs in and answers where to go next (features/auth/sign-in.ts); throws as the API or the sign-in does. */
export async function sendSignIn(request: LoginRequest, redirect: string | null): Promise<string> {
  return completeSignIn(await login(loginRequestSchema.parse(request)), redirect);
}

/** Status of a first sign-in with a temporary password: choose a new one, then send both. */
const NEW_PASSWORD_REQUIRED = 409;

export type SignInFailure =
  | { kind: 'noProfiles' }
  | { kind: 'newPasswordRequired' }
  | { kind: 'refused'; fields: Partial<Record<SignInField, string>>; message: string | null };

/** What a failed sign-in means for the form: the API's messages on the form's fields, or one for the form. */
export function signInFailure(
  error: unknown,
  newPasswordAsked: boolean,
  fields: readonly SignInField[],
): SignInFailure {
  if (error instanceof NoProfilesError) return { kind: 'noProfiles' };
  if (isApiError(error) && error.status === NEW_PASSWORD_REQUIRED && !newPasswordAsked) {
    return { kind: 'newPasswordRequired' };
  }
  return { kind: 'refused', ...apiValidationOf(error, fields) };
}
