/**
 * The reader's zoom: fitted to the width or to the page, or one of the fixed steps. A factor of
 * 1 is the page as wide as the reader.
 */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

export type Zoom = { kind: 'fit-width' } | { kind: 'fit-page' } | { kind: 'steps'; step: number };

/** The factor of a zoom, given what fitting the page would take. */
export function zoomFactor(zoom: Zoom, fitPage: number): number {
  if (zoom.kind === 'fit-width') return 1;
  if (zoom.kind === 'fit-page') return fitPage;
  return ZOOM_STEPS[zoom.step] ?? 1;
}

/** The step nearest `factor`: a kept zoom comes back as the step it was. */
export function nearestStep(factor: number): number {
  let nearest = 0;
  ZOOM_STEPS.forEach((step, index) => {
    if (Math.abs(step - factor) < Math.abs((ZOOM_STEPS[nearest] ?? 1) - factor)) nearest = index;
  });
  return nearest;
}

/** The first step above `factor` (the last step at most). */
export function stepAbove(factor: number): number {
  const index = ZOOM_STEPS.findIndex((step) => step > factor + 0.001);
  return index < 0 ? ZOOM_STEPS.length - 1 : index;
}

/** The last step below `factor` (the first step at least). */
export function stepBelow(factor: number): number {
  let found = 0;
  ZOOM_STEPS.forEach((step, index) => {
    if (step < factor - 0.001) found = index;
  });
  return found;
}
