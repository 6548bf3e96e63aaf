import type { FastifyServerOptions } from 'fastify';

/** Query values that carry secrets (magic-link tokens, reset codes) never reach a log line. */
const SECRET_QUERY_KEYS = /^(token|code|confirmationcode|password|refresh|access_token|id_token)$/i;

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-id-token"]',
        'req.headers["x-refresh-token"]',
        'req.headers["x-impersonation-token"]',
        '*.password',
        '*.newPassword',
        '*.passwordConfirm',
        '*.oldPassword',
        '*.newPasswordConfirm',
        '*.confirmNewPassword',
        '*.confirmationCode',
        '*.token',
        '*.refresh',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; id: string; ip?: string }) {
        return { id: request.id, method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}
