/**
 * The spec's user-facing messages (en-GB) that both the API and the web app show.
 * The API answers with these texts and the web catalogue includes them, so a message
 * is written once.
 */
export const messages = {
  errors: {
    somethingWentWrong: 'Something went wrong, please reload or go back and try again',
    badRequest: 'There was a problem with that request',
    invalidBody: 'There was a problem with that request: the body could not be read',
    notFound: 'Sorry something has gone wrong, please check the link you have used is correct',
    pageNotFound: 'This page could not be found',
    routeNotFound: 'There is nothing at this address',
    unauthorised: 'You are not authorised to access this page',
    noPermission:
      'You do not have permissions to access this feature. Please contact your account owner for assistance.',
    sessionExpired: 'Your session has expired, please sign in again',
    outOfDate: 'This site is out of date',
    tooLarge: 'That is too large to upload',
    timedOut: 'There could be a server issue, try again in a few minutes',
    conflict: 'That cannot be done in its current state',
    tooManyAttempts: 'Attempt limit exceeded, please try again after some time',
    idempotencyMismatch: 'That request key was already used with a different request',
    noInternet: 'There is no internet connection',
    maintenance: 'Maintenance is in progress, please try again later',
  },
  validation: {
    required: 'Please enter a value',
    invalid: 'Please enter a valid value',
    email: 'Please enter a valid email address',
    numeric: 'Numbers only',
    minLength: 'Must be at least {{min}} characters',
    maxLength: 'Must be at most {{max}} characters',
    minValue: 'Must be at least {{min}}',
    maxValue: 'Must be at most {{max}}',
    optionRequired: 'An option must be selected',
    unknownField: 'This field is not allowed',
  },
} as const;

/** Replaces {{name}} placeholders, the same syntax the web catalogue (i18next) uses. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
