import { readFileSync } from 'node:fs';

/** The build's own map from source modules to the files it wrote (vite's manifest). */
function manifest(): Record<string, { file: string; name?: string }> {
  return JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'));
}

/**
 * The address pattern of the chunk the build made of `source` (a path under src/), as the build
 * names it in its manifest: a test that blocks a lazily loaded part blocks exactly that part,
 * whatever the bundler calls its file.
 */
export function chunkOf(source: string): string {
  const chunks = manifest();
  // A module that two parts import is a shared chunk, listed under its file with the module's name.
  const name = source.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  const shared = Object.entries(chunks).filter(
    ([key, chunk]) => key.startsWith('_') && chunk.name === name,
  );
  const entry = chunks[source] ?? (shared.length === 1 ? shared[0]?.[1] : undefined);
  if (!entry) throw new Error(`${source} has no chunk of its own in the build`);
  return `**/${entry.file}`;
}
