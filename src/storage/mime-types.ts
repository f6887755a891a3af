/**
 * The only MIME types a stored file is ever opened with. A blob: URL inherits the app's origin, so a
 * type that a browser renders as a document with script (HTML, SVG, any XML) must never come out of
 * here, whatever the file is called or whatever type the browser reported at upload.
 */
const MIME_BY_EXTENSION: ReadonlyMap<string, string> = new Map(
  Object.entries({
    pdf: 'application/pdf',
    doc: 'application/msword',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ppt: 'application/vnd.ms-powerpoint',
    pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    xls: 'application/vnd.ms-excel',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    txt: 'text/plain',
    csv: 'text/csv',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    gif: 'image/gif',
    epub: 'application/epub+zip',
  }),
);

export const FALLBACK_MIME_TYPE = 'application/octet-stream';

/** Every extension some kind of material accepts, lower case, without the dot. */
export const KNOWN_EXTENSIONS: readonly string[] = [...MIME_BY_EXTENSION.keys()];

/** The extension after the last dot, lower case; '' when there is none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The safe type for a file name: from the table, else application/octet-stream (the browser downloads it). */
export function mimeTypeFor(fileName: string): string {
  return MIME_BY_EXTENSION.get(extensionOf(fileName)) ?? FALLBACK_MIME_TYPE;
}
