import { version } from 'pdfjs-dist';

/**
 * pdf.js's standard fonts, as the build serves them (scripts/pdfjs-fonts.ts): the same address
 * from pdf.js's own version, so a PDF's Helvetica or Times is drawn as it is meant to be.
 */
export const STANDARD_FONT_DATA_URL = `/assets/pdfjs-${version}/standard_fonts/`;
