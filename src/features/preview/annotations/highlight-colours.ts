/**
 * The highlight colours, as the reader draws them and as a saved PDF carries them: the same RGB,
 * light enough that the text under it, multiplied, stays legible in either theme's page.
 */
import type { HighlightColour } from '../../../storage/marks-store';

export const HIGHLIGHT_RGB: Record<HighlightColour, [number, number, number]> = {
  yellow: [255, 236, 100],
  green: [140, 235, 160],
  blue: [150, 200, 255],
  pink: [250, 170, 215],
};

export const COLOUR_NAMES: Record<HighlightColour, string> = {
  yellow: 'Yellow',
  green: 'Green',
  blue: 'Blue',
  pink: 'Pink',
};

export const cssColour = (colour: HighlightColour) => `rgb(${HIGHLIGHT_RGB[colour].join(' ')})`;
