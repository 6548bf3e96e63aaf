import type { Catalogue } from './en-gb';

// Types every t() key against the catalogue, so a missing string fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}
