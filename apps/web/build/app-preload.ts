import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The page the server sends for every address but sign-in (apps/api platform/http/web-app.ts). */
export const APP_PAGE = 'app.html';

/**
 * Writes `app.html`: index.html with the app's first chunks named up front (modulepreload for the scripts, preload for
 * their styles), so a signed-in page fetches the app, its shell and its words at once instead of one after another
 * (the first script picks the app, the app's router then finds the shell). index.html itself stays lean for the sign-in
 * page (app/quick-sign-in.tsx). `modules` are source paths from the web app's root, e.g. `src/app/start-app.tsx`.
 */
export function appPreloadPlugin(modules: readonly string[]): Plugin {
  return {
    name: 'harvest-app-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle: OutputBundle) {
      const index = bundle['index.html'] as OutputAsset | undefined;
      if (!index) this.error('index.html is not in the bundle: the app page needs it');
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const scripts = new Set<string>();
      const styles = new Set<string>();
      const visit = (chunk: OutputChunk) => {
        if (scripts.has(chunk.fileName)) return;
        scripts.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
        for (const imported of chunk.imports) {
          const next = bundle[imported];
          if (next?.type === 'chunk') visit(next);
        }
      };
      for (const module of modules) {
        const chunk = chunks.find((each) => each.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
        if (!chunk) this.error(`no chunk is made from ${module}: the app page's preload list is out of date`);
        visit(chunk);
      }
      const links = [
        ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        // crossorigin as Vite asks for a lazy chunk's styles: without it the preload is fetched and then not used.
        ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ].join('\n    ');
      const html = String(index.source);
      this.emitFile({ type: 'asset', fileName: APP_PAGE, source: html.replace('</head>', `  ${links}\n  </head>`) });
    },
  };
}
