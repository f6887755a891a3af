import { paths, type PaperType } from '../../config/paths';
import { LIST_KEYS } from '../../storage/keys';
import { slugTitleCase } from '../../shared/slug-title';
import type { KindSettings, MaterialScope } from '../library/kinds/kind-settings';
import { MAX_FILE_BYTES, OTHER_LARGE_THRESHOLD } from '../library/kinds/limits';
import { sharedMessages, sharedUploadRules } from '../library/kinds/paper-schedule-book-messages';
import { requireSubject } from '../library/kinds/scope';
import {
  isPaperBookSubject,
  paperBookNames,
  paperBookSubjects,
} from '../materials/subjects/paper-book-subjects';
import { isPaperType, viewedPaperType } from './paper-types';

/** The paper type of a papers scope; the screens only ever pass mid-sem or end-sem. */
function requirePaperType(scope: MaterialScope): PaperType {
  const { paperType } = scope;
  if (paperType !== 'mid-sem' && paperType !== 'end-sem') {
    throw new Error(`Unknown paper type: ${String(paperType)}`);
  }
  return paperType;
}

/** Question papers: per subject and paper type, large files chunked like notes. */
export const papersSettings: KindSettings = {
  kind: 'papers',
  label: 'Question papers',
  names: (scope) => ({
    ...paperBookNames(requireSubject(scope)),
    paperType: viewedPaperType(scope.paperType).heading,
  }),
  extensions: ['.pdf', '.jpeg', '.jpg', '.png'],
  maxFileBytes: MAX_FILE_BYTES,
  ...sharedUploadRules,
  layout: (scope) => ({
    listKey: LIST_KEYS.papers.key(requireSubject(scope), requirePaperType(scope)),
    largeThreshold: OTHER_LARGE_THRESHOLD,
    largeFormat: 'chunked',
  }),
  knowsScope: (scope) => isPaperBookSubject(scope.subject) && isPaperType(scope.paperType),
  scopes: () =>
    paperBookSubjects().flatMap((subject) =>
      (['mid-sem', 'end-sem'] as const).map((paperType) => ({ subject, paperType })),
    ),
  idPrefix: (scope) => [requireSubject(scope), requirePaperType(scope)],
  routes: {
    upload: (scope) => paths.uploadPapers.href(requireSubject(scope), requirePaperType(scope)),
    view: (scope) => paths.viewPapers.href(requireSubject(scope), requirePaperType(scope)),
  },
  upload: {
    buttonLabel: 'Upload Papers',
    viewLinkLabel: 'View Uploaded Papers',
    viewLinkOnlyWhenEmpty: true,
  },
  list: {
    loadingText: 'Loading papers...',
    emptyTitle: 'No Papers Found',
    emptyText: (scope) =>
      `No papers have been uploaded for ${slugTitleCase(requireSubject(scope))} yet. Be the first to upload one!`,
    emptyActionLabel: 'Upload First Paper',
    uploadActionLabel: 'Upload More Papers',
    viewLabel: 'View in New Tab',
    canClearAll: false,
  },
  messages: {
    ...sharedMessages,
    unsupported: (fileName) =>
      `File ${fileName} is not a supported format. Please upload PDF or image files.`,
    success: (count) => `Successfully uploaded ${count} file(s)!`,
    confirmDelete: 'Are you sure you want to delete this paper?',
  },
};
