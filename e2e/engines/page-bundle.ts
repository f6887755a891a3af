import { build } from 'vite';

/**
 * `entry` and what it imports as one script that sets `window[name]`: a module of the app run in
 * an engine's own JavaScript, bundled by Vite's API at test time.
 */
export async function pageBundle(entry: string, name: string): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry, formats: ['iife'], name } },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!result || !('output' in result)) throw new Error('no bundle');
  const [chunk] = result.output;
  if (!chunk || chunk.type !== 'chunk') throw new Error('no chunk');
  return chunk.code;
}
