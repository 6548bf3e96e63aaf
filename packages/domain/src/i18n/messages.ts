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
    idempotencyInProgress: 'That request is still being processed, please try again shortly',
    idempotencyKeyInvalid: 'The request key must be 1 to 255 visible characters',
    noInternet: 'There is no internet connection',
    maintenance: 'Maintenance is in progress, please try again later',
  },
  auth: {
    invalidCredentials: 'That email or password was invalid',
    mustResetPassword: 'You previously set a password, please use forgotten password to choose a new one',
    accountNotActivated: 'Your account has not been activated yet, please use the link in the email we sent you',
    userNotFound: 'User not found, please check the spelling',
    resetCodeInvalid: 'That reset code is not valid, please check it and try again',
    resetCodeExpired: 'That reset code and link are no longer valid, please ask for a new one',
    linkAlreadyUsed: 'That link has already been used, please ask for a new one',
    linkError: 'There was an error logging in with that link, please ask for a new one',
    sessionExpired: 'Session expired',
    noAuthTokens: 'No auth tokens found',
    refreshTokenInvalid: 'Your session has expired, please sign in again',
    wrongOldPassword: "You've entered an incorrect password",
    newPasswordRequired: 'Please choose a new password to finish signing in',
    impersonationEnded: 'The impersonation has ended',
    notImpersonatable: 'That user is not a member of this organisation',
    unknownKvKey: 'That setting is not known',
    resetCodeSent: 'If that account exists, we have sent a reset code to its email address',
    magicLinkSent: 'If that account exists, we have sent a sign-in link to its email address',
    passwordChanged: 'Your password has been changed',
  },
  accounts: {
    emailTaken: 'An account already exists for this email address, please sign in instead',
    organisationTaken: 'A business with this name is already registered in this country',
    termsRequired: 'Please accept the terms and conditions to continue',
    signupConfirmationSent: 'We have sent you an email, please use the link in it to confirm your address',
    inviteSent: 'Invitation sent',
    inviteResent: 'Invitation sent again',
    inviteInvalid: 'This invitation is no longer valid, please ask for a new one',
    alreadyMember: 'This person is already a member of your business',
    invitePending: 'This person has already been invited, you can send the invitation again',
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
    passwordsDoNotMatch: 'Passwords do not match',
    contactNumber: 'Must be a valid contact number',
    passwordRules: 'Password must be at least 8 characters with one uppercase letter and one number',
    passwordAllRules: 'Password must contain all of the above',
    passwordLength: 'Password must be 8 to 99 characters',
    passwordNoSpaces: 'Password must not contain spaces',
    passwordLower: 'Password must contain a lowercase letter',
    passwordUpper: 'Password must contain an uppercase letter',
    passwordDigit: 'Password must contain a number',
    passwordSpecial: 'Password must contain a special character',
  },
} as const;

/** Replaces {{name}} placeholders, the same syntax the web catalogue (i18next) uses. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
