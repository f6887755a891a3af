import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));
const { version } = JSON.parse(readFileSync(join(pdfjsRoot, 'package.json'), 'utf8')) as {
  version: string;
};
const FONTS_DIR = join(pdfjsRoot, 'standard_fonts');

/**
 * Where the app serves pdf.js's standard fonts: under /assets/ (immutable) in a folder named for
 * pdf.js's version, which is the fonts' version too. The app computes the same address from
 * pdf.js's own `version` (src/shared/pdf-fonts.ts).
 */
export const PDFJS_FONTS_PATH = `/assets/pdfjs-${version}/standard_fonts/`;

/**
 * pdf.js draws a PDF's non-embedded standard fonts (Helvetica, Times, Courier, Symbol) from font
 * files of its own, which it fetches by name: without them it guesses with the system's fonts and
 * says so on every page. This copies them into the build, and serves them in development.
 */
export function pdfjsFonts(): Plugin {
  return {
    name: 'studyshelf:pdfjs-fonts',
    configureServer(server) {
      server.middlewares.use(PDFJS_FONTS_PATH, (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (!/^[\w.-]+$/.test(name) || !readdirSync(FONTS_DIR).includes(name)) return next();
        res.setHeader('Content-Type', 'application/octet-stream');
        res.end(readFileSync(join(FONTS_DIR, name)));
      });
    },
    generateBundle() {
      for (const name of readdirSync(FONTS_DIR)) {
        if (name.startsWith('LICENSE')) continue;
        this.emitFile({
          type: 'asset',
          fileName: `${PDFJS_FONTS_PATH.slice(1)}${name}`,
          source: readFileSync(join(FONTS_DIR, name)),
        });
      }
    },
  };
}
