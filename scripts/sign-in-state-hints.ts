import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * A student with a remembered session waits for the Auth server's check of it (spec section 4):
 * the HTML opens that connection while the entry loads. Firebase Auth's code is not preloaded
 * here: a guest's first screen does without it, and the entry asks for it at once where a session
 * may be restored (src/main.tsx).
 */
export function signInStateHints(authOrigin: string): Plugin {
  return {
    name: 'studyshelf:sign-in-state-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(): HtmlTagDescriptor[] {
        return [
          {
            tag: 'link',
            attrs: { rel: 'preconnect', href: authOrigin, crossorigin: true },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
