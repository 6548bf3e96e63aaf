import { DEFAULT_LOCALE, installEnGbZodMessages, localeForCountry } from '@harvest/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enGb } from './en-gb';

// The default country is GB until a signed-in organisation says otherwise (spec §9).
void i18next.use(initReactI18next).init({
  lng: localeForCountry('GB'),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [DEFAULT_LOCALE],
  resources: { [DEFAULT_LOCALE]: { translation: enGb } },
  // The catalogue is bundled, so there is nothing to wait for: the first render is translated.
  initAsync: false,
  interpolation: { escapeValue: false },
});

// Forms validate with the domain's zod schemas: their messages are the spec's en-GB ones.
installEnGbZodMessages();

export { i18next };
