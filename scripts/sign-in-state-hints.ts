import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The interface waits for the sign-in state (spec section 4), so reading it is on every first
 * screen's path. The HTML asks for Firebase Auth's chunk beside the entry's, instead of after the
 * entry has run, and opens the connection to the Auth server that a remembered student's session
 * is checked against.
 */
export function signInStateHints(authOrigin: string): Plugin {
  return {
    name: 'studyshelf:sign-in-state-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' &&
            output.moduleIds.some((id) => id.endsWith('/src/session/firebase-auth.ts')),
        );
        if (chunk?.type !== 'chunk') throw new Error('no chunk for src/session/firebase-auth.ts');
        const preloads = [...chunk.imports, chunk.fileName]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
        return [
          {
            tag: 'link',
            attrs: { rel: 'preconnect', href: authOrigin, crossorigin: true },
            injectTo: 'head',
          },
          ...preloads,
        ];
      },
    },
  };
}
