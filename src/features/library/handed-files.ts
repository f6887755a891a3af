/**
 * Files dropped outside an upload screen (on a list), handed to the upload screen they open: the
 * screen takes them once, as if they were dropped on its own zone, and checks them the same way.
 * Held in memory for the one navigation: a File cannot outlive the page anyway.
 */
let handed: { to: string; files: File[] } | null = null;

/** Hands `files` to the upload screen at `uploadHref`, which takes them as it opens. */
export function handFilesTo(uploadHref: string, files: readonly File[]): void {
  handed = { to: uploadHref, files: [...files] };
}

/** The files handed to the upload screen at `uploadHref`, once; none for any other screen. */
export function takeHandedFiles(uploadHref: string): File[] {
  if (handed?.to !== uploadHref) return [];
  const { files } = handed;
  handed = null;
  return files;
}
