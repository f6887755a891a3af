/** The notes settings of the shared materials layer (spec sections 2, 5, 8 and 9). */
import { paths } from '../../config/paths';
import { LIST_KEYS } from '../../storage/keys';
import { formatSize } from '../../shared/format-size';
import type { KindSettings } from '../library/kinds/kind-settings';
import {
  MAX_FILE_BYTES,
  NOTES_LARGE_THRESHOLD,
  NOTES_MAX_TOTAL_BYTES,
} from '../library/kinds/limits';
import { requireSubject } from '../library/kinds/scope';
import { slugTitleCase } from '../../shared/slug-title';
import { findNotesSubject, notesSemesters } from './notes-subjects';

export const notesSettings: KindSettings = {
  kind: 'notes',
  label: 'Notes',
  names: (scope) => {
    const subject = findNotesSubject(scope.subject);
    return subject
      ? { subject: subject.name, subjectFullName: subject.fullName }
      : { subject: slugTitleCase(requireSubject(scope)) };
  },
  extensions: ['.pdf', '.doc', '.docx', '.ppt', '.pptx', '.txt', '.jpg', '.jpeg', '.png', '.gif'],
  maxFileBytes: MAX_FILE_BYTES,
  maxTotalBytes: NOTES_MAX_TOTAL_BYTES,
  milestones: [0, 20, 30, 40, 60, 80, 100],
  layout: (scope) => ({
    listKey: LIST_KEYS.notes.key(requireSubject(scope)),
    largeThreshold: NOTES_LARGE_THRESHOLD,
    largeFormat: 'chunked',
  }),
  knowsScope: (scope) => findNotesSubject(scope.subject) !== undefined,
  scopes: () =>
    notesSemesters().flatMap(({ subjects }) => subjects.map(({ id }) => ({ subject: id }))),
  idPrefix: (scope) => ['notes', requireSubject(scope)],
  routes: {
    upload: (scope) => paths.uploadNotes.href(requireSubject(scope)),
    view: (scope) => paths.viewNotes.href(requireSubject(scope)),
  },
  upload: {
    buttonLabel: 'Upload Files',
    viewLinkLabel: 'View uploaded notes',
    viewLinkOnlyWhenEmpty: false,
    redirectToViewAfterMs: 1000,
  },
  list: {
    loadingText: 'Loading notes...',
    emptyTitle: 'No files uploaded yet',
    emptyText: () => 'Notes you upload for this subject appear here.',
    emptyActionLabel: 'Upload Files',
    uploadActionLabel: 'Upload Files',
    canClearAll: true,
  },
  messages: {
    unsupported: (fileName) =>
      `File ${fileName} is not a supported format. Please upload PDF, Word, PowerPoint, text or image files.`,
    noFiles: 'Please select at least one file to upload.',
    tooLarge: (fileNames) =>
      `The following files are too large (max ${formatSize(MAX_FILE_BYTES)} per file): ${fileNames.join(', ')}`,
    totalTooLarge: (totalBytes) =>
      `Total file size (${formatSize(totalBytes)}) exceeds the limit of ${formatSize(NOTES_MAX_TOTAL_BYTES)}. Please select smaller files or fewer files.`,
    quotaExceeded: (info) =>
      info
        ? `Storage quota exceeded! You are using ${formatSize(info.usage)} of storage. Please delete some files and try again.`
        : 'Storage limit reached. Please delete some existing files and try again.',
    uploadFailed: 'Error uploading files. Please try again.',
    // The spec shows no success message for notes; this one covers the 1 s before the redirect.
    success: (count) => `Successfully uploaded ${count} file(s)! Opening your notes...`,
    confirmDelete: 'Are you sure you want to delete this file?',
  },
};
