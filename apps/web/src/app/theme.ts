import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeComponent,
} from '@mantine/core';
import { BREAKPOINTS_PX } from '@harvest/domain';
import { i18next } from '../lib/i18n/i18n';
import { THEME_COLOUR } from './theme-colour';

// Mantine's own greens are too light for white text (shade 8 is 3.4:1); these darker
// shades keep button and link text above the 4.5:1 that WCAG AA asks for.
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#40c057',
  '#2f9e44',
  '#2b8a3e',
  THEME_COLOUR,
  '#17612a',
];

// Spec platform §9 breakpoints 425, 640, 768, 1024, 1280, 1536 px; Mantine names five of them (425 is
// below anything the layout switches on). `sm` is 768 px: phones are up to 768 px wide.
const [, BP_640, BP_768, BP_1024, BP_1280, BP_1536] = BREAKPOINTS_PX;
const em = (px: number) => `${px / 16}em`;

export const theme = createTheme({
  breakpoints: { xs: em(BP_640), sm: em(BP_768), md: em(BP_1024), lg: em(BP_1280), xl: em(BP_1536) },
  primaryColor: 'green',
  primaryShade: 8,
  // People who ask their device for less motion get no modal and menu transitions.
  respectReducedMotion: true,
  colors: { green },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // Plain objects rather than Modal.extend(...) and the like: importing a component here would put its code (and the
  // portal, focus trap and scroll lock beneath it) into the first load of every page, sign-in included.
  components: {
    // A dialog's title bar is a <header>, which outside a section reads as a second banner beside the app's own
    // (axe landmark-no-duplicate-banner); the dialog names itself by its title, so the bar needs no landmark.
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } } satisfies MantineThemeComponent,
    Drawer: { defaultProps: { attributes: { header: { role: 'none' } } } } satisfies MantineThemeComponent,
    // A floating notification's close button is an icon: give it a name screen readers can say.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': i18next.t('common.close') } },
      // Under a title Mantine greys the message to gray.6 (3.3:1 on white); gray.7 passes AA.
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    } satisfies MantineThemeComponent,
  },
});

// The default dimmed grey (gray.6) is 3.3:1 on white; gray.7 passes AA. So does red.9 for
// field errors, where the default red.6 is 3.6:1.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
