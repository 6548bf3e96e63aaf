import { DEFAULT_LOCALE, localeForCountry } from '@harvest/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { firstCatalogue } from './first-catalogue';

// The default country is GB until a signed-in organisation says otherwise (spec §9).
void i18next.use(initReactI18next).init({
  lng: localeForCountry('GB'),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [DEFAULT_LOCALE],
  resources: { [DEFAULT_LOCALE]: { translation: firstCatalogue } },
  // The first catalogue is bundled, so there is nothing to wait for: the first render is translated.
  initAsync: false,
  interpolation: { escapeValue: false },
});

let fullCatalogue: Promise<void> | null = null;

/**
 * Adds the rest of the catalogue (en-gb.ts), once. Every page and shell route waits for it beside its own code
 * (app/page-route.ts), so no page draws before its words are there; the sign-in pages need only the first part.
 */
export function loadFullCatalogue(): Promise<void> {
  fullCatalogue ??= import('./en-gb').then(
    ({ enGb }) => {
      i18next.addResourceBundle(DEFAULT_LOCALE, 'translation', enGb, true, true);
    },
    (error: unknown) => {
      // A failed chunk load may be retried by the next navigation.
      fullCatalogue = null;
      throw error;
    },
  );
  return fullCatalogue;
}

export { i18next };
