/**
 * The chunks of the dashboard's sections, asked for by the dashboard's route in the same moment as
 * the dashboard's own (not once `dashboard-sections` has arrived and run, a round trip later: the
 * screen is drawn only when every section is in). Tiny, and in the entry for that reason.
 */
export const sectionChunks = {
  yourFiles: () => import('../features/shortcuts/components/your-files'),
  libraryPanel: () => import('../features/backup/components/library-panel'),
  searchIndexStatus: () => import('../features/search/components/search-index-status'),
  revisionDue: () => import('../features/revision/components/revision-due'),
};

/** Asks for every section's chunk; what fails is shown by its section, so nothing throws here. */
export function fetchSectionChunks(): void {
  for (const load of Object.values(sectionChunks)) load().catch(() => undefined);
}
