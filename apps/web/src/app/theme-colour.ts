/**
 * The brand's green (the theme's primary filled shade, green 8): the theme, the installed app's
 * manifest and the browser's theme colour all use it. Its own file, free of imports, so the
 * Vite config can read it too.
 */
export const THEME_COLOUR = '#1f7a35';
