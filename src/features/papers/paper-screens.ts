/** The papers' upload and list screens, described for the shared MaterialScreen. */
import type { Params } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { MaterialScreenDefinition } from '../materials/components/material-screen';
import { slugTitleCase } from '../materials/format/slug-title';
import type { MaterialScope } from '../materials/kinds/kind-settings';
import { papersSettings } from './paper-settings';
import { requireSubject } from '../materials/kinds/scope';
import { findSubject } from '../materials/subjects/subject-entry';
import { questionPapersList } from './paper-subjects';
import { isPaperType, viewedPaperType } from './paper-types';

const subjectOf = (slug: string | undefined) => findSubject(questionPapersList.semesters, slug);

const bothScreens = {
  settings: papersSettings,
  back: (scope: MaterialScope) => ({
    to: paths.paperTypes.href(requireSubject(scope)),
    label: 'Mid and end semester papers',
  }),
};

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
  intro: (scope) => slugTitleCase(requireSubject(scope)),
};
