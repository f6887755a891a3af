/**
 * Shown on the upload screen where the browser lets nothing be kept in IndexedDB (some private
 * windows): files over the inline threshold could not be stored, and saying so beats an upload
 * that fails at the first large file.
 */
export const FILE_STORE_UNAVAILABLE =
  'This browser is not letting StudyShelf keep large files on this device (a private window can do this). Small files can still be kept; open StudyShelf in a normal window to keep larger ones.';
