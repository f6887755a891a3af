import type { Plugin } from 'vite';

/**
 * What a group holds: the modules one module imports statically, or those whose path matches.
 * `barrel`: the pattern's modules are re-exported by a package's index that the first screen
 * imports, so the first screen's imports name every one of them, used or not; the entry's own
 * group, which comes first, keeps those it does use.
 */
export type GroupCapture = { root: string } | { pattern: RegExp; barrel?: true };

/**
 * Chunks of modules that load together, less what the first screen carries (the entry and the
 * `firstScreen` modules, with what they import). Left to itself the bundler cuts shared modules
 * into a chunk per set of importers: a dozen requests of 1 KB on the first screen that needs
 * them, where one would do.
 */
export function chunkGroups(firstScreen: string[], captures: Record<string, GroupCapture>) {
  const members = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'studyshelf:chunk-groups',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (suffix: string) => {
        const start = ids.find((id) => id.endsWith(suffix));
        if (!start) throw new Error(`no module ${suffix} in the build`);
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        visit(start);
        return seen;
      };
      const entry = new Set(firstScreen.flatMap((root) => [...closure(root)]));
      for (const [name, capture] of Object.entries(captures)) {
        const captured =
          'root' in capture
            ? [...closure(capture.root)]
            : ids.filter((id) => capture.pattern.test(id));
        const barrel = 'barrel' in capture && capture.barrel === true;
        members.set(name, new Set(barrel ? captured : captured.filter((id) => !entry.has(id))));
      }
    },
  };
  // Earlier groups take precedence over later ones for a module both capture.
  const groups = Object.keys(captures).map((name) => ({
    name,
    test: (id: string) => members.get(name)?.has(id) ?? false,
  }));
  return { plugin, groups };
}
