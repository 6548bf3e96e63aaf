import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The app imports this instead of '@mantine/core/styles.css' (src/main.tsx). */
export const MANTINE_STYLES_ID = 'virtual:mantine-styles';
const RESOLVED_ID = `\0${MANTINE_STYLES_ID}`;
/** Where Mantine keeps one stylesheet per component (`styles/Button.layer.css`). */
const stylesDir = join(dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');

/**
 * A Mantine component's class map: `.../@mantine/core/esm/components/Button/Button.module.mjs`, and the shared ones
 * such as `esm/utils/InlineInput/InlineInput.module.mjs` (checkbox, radio and switch labels).
 */
const CLASS_MAP = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/](?:[\w-]+[\\/])*([\w-]+)\.module\.mjs$/;

/**
 * Mantine's stylesheet split the way the code is. Its full stylesheet (250 KB, 36 KB gzip) would load before any page
 * could paint, sign-in included; instead, in a build, the app's first load carries only Mantine's globals (reset, CSS
 * variables, global classes) and each component's styles travel with the component's code: every class map a
 * component imports (`X.module.mjs`) imports `styles/X.layer.css`, so Vite puts the CSS into the chunk that holds the
 * component and loads it with that chunk. The `.layer.css` files wrap the rules in `@layer mantine`, so the app's own
 * CSS wins over Mantine's whatever order the chunks arrive in, as it did when the full stylesheet came first.
 * The dev server pre-bundles Mantine (no per-file transform reaches it), so there the full stylesheet is served.
 */
export function mantineStylesPlugin(): Plugin {
  let build = false;
  return {
    name: 'harvest-mantine-styles',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === MANTINE_STYLES_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!build) return `import '@mantine/core/styles.layer.css';`;
      return [
        `import '@mantine/core/styles/baseline.layer.css';`,
        `import '@mantine/core/styles/default-css-variables.layer.css';`,
        `import '@mantine/core/styles/global.layer.css';`,
      ].join('\n');
    },
    transform(code, id) {
      if (!build) return undefined;
      if (!/[\\/]@mantine[\\/]core[\\/].*\.module\.mjs$/.test(id)) return undefined;
      const component = CLASS_MAP.exec(id)?.[1];
      // A class map this plugin does not recognise would leave its component unstyled: fail the build instead.
      if (!component || !existsSync(join(stylesDir, `${component}.layer.css`))) {
        this.error(`mantine-styles: no stylesheet known for ${id}; update build/mantine-styles.ts`);
      }
      return { code: `import '@mantine/core/styles/${component}.layer.css';\n${code}`, map: null };
    },
  };
}
