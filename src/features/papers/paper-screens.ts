/** The papers' upload and list screens, described for the shared MaterialScreen. */
import type { Params } from 'wouter';
import { paths } from '../../config/paths';
import type { MaterialScreenDefinition } from '../materials/components/material-screen';
import { slugTitleCase } from '../../shared/slug-title';
import type { MaterialScope } from '../library/kinds/kind-settings';
import { papersSettings } from './paper-settings';
import { requireSubject } from '../library/kinds/scope';
import { findSubject } from '../materials/subjects/subject-entry';
import { subjectTrail, UPLOAD_CRUMB } from '../materials/subjects/subject-trail';
import { questionPapersList } from './paper-subjects';
import { isPaperType, viewedPaperType } from './paper-types';

const subjectOf = (slug: string | undefined) => findSubject(questionPapersList.semesters(), slug);

const bothScreens = {
  settings: papersSettings,
};

/** Papers › Semester › subject (its paper types) › the paper type. */
function typeTrail(scope: MaterialScope, typeTo?: string) {
  const subject = requireSubject(scope);
  return [
    ...subjectTrail(
      { label: 'Papers', to: paths.questionPapers.href() },
      questionPapersList.semesters(),
      subject,
      paths.paperTypes.href(subject),
    ),
    { label: viewedPaperType(scope.paperType).heading, to: typeTo },
  ];
}

/** /upload-papers/{subject}/{paperType}: both must be known. */
export const uploadPapersScreen: MaterialScreenDefinition = {
  ...bothScreens,
  shows: 'upload',
  scopeFrom: (params: Readonly<Params>) => {
    const subject = subjectOf(params.subject);
    return subject && isPaperType(params.paperType)
      ? { subject: subject.id, paperType: params.paperType }
      : null;
  },
  title: (scope) => `Upload ${viewedPaperType(scope.paperType).title}`,
  trail: (scope) => [
    ...typeTrail(
      scope,
      paths.viewPapers.href(requireSubject(scope), viewedPaperType(scope.paperType).id),
    ),
    UPLOAD_CRUMB,
  ],
  intro: (scope) => subjectOf(scope.subject)?.fullName,
};

/** /view-papers/{subject}/{paperType}: any type other than mid-sem is the end-sem list (spec). */
export const viewPapersScreen: MaterialScreenDefinition = {
  ...bothScreens,
  shows: 'list',
  scopeFrom: (params: Readonly<Params>) => {
    const subject = subjectOf(params.subject);
    return subject
      ? { subject: subject.id, paperType: viewedPaperType(params.paperType).id }
      : null;
  },
  title: (scope) => `${viewedPaperType(scope.paperType).heading} Papers`,
  trail: (scope) => typeTrail(scope),
  intro: (scope) => slugTitleCase(requireSubject(scope)),
};
