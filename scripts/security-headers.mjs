// The served app's security headers come from one place, firebase.json's hosting
// config, so the local server and the deployed site cannot drift apart.
import { readFileSync } from 'node:fs';

const config = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));

/** Headers that apply to every response, with extra connect-src origins for local services. */
export function securityHeaders(extraConnectSrc = []) {
  const rule = config.hosting.headers.find((h) => h.source === '**');
  const headers = {};
  for (const { key, value } of rule.headers) headers[key] = value;
  if (extraConnectSrc.length > 0) {
    headers['Content-Security-Policy'] = headers['Content-Security-Policy'].replace(
      /connect-src ([^;]*)/,
      (_, sources) => `connect-src ${sources} ${extraConnectSrc.join(' ')}`,
    );
  }
  // HSTS means nothing over plain http on localhost and would pin the host to https.
  delete headers['Strict-Transport-Security'];
  return headers;
}
