/** Small files are kept inline in their list entry as data URLs (spec section 3). */
import { FileMissingError } from './errors';

/** The whole file as a data URL, read by the browser (only ever called for small files). */
export function readAsDataUrl(file: Blob & { readonly name: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error(`Failed to process file ${file.name}`));
    };
    reader.onerror = () => {
      reject(new Error(`Failed to process file ${file.name}`, { cause: reader.error }));
    };
    reader.readAsDataURL(file);
  });
}

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The bytes of a stored data URL as a Blob of the given (safe) type; the type inside the data URL is
 * ignored. Decoded by hand: fetch() of a data: URL is subject to the page's connect-src policy.
 */
export function dataUrlToBlob(dataUrl: string, type: string): Blob {
  if (!dataUrl.startsWith('data:')) throw new FileMissingError();
  const comma = dataUrl.indexOf(',');
  // An empty file reads as 'data:' in some browsers.
  if (comma < 0) return new Blob([], { type });
  const header = dataUrl.slice(0, comma);
  const payload = dataUrl.slice(comma + 1);
  try {
    const bytes = header.endsWith(';base64')
      ? base64ToBytes(payload)
      : new TextEncoder().encode(decodeURIComponent(payload));
    return new Blob([bytes], { type });
  } catch {
    throw new FileMissingError();
  }
}
