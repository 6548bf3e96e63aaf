/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

/** The web app's package version, injected by vite `define` and sent as x-app-version. */
declare const __APP_VERSION__: string;

/** Mantine's global styles (build/mantine-styles.ts). */
declare module 'virtual:mantine-styles' {}
