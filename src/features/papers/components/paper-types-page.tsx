import { Link } from 'wouter';
import { Eye, Upload } from 'lucide-react';
import { paths } from '../../../config/paths';
import { MaterialPageShell } from '../../materials/components/material-page-shell';
import { SubjectPageLink } from '../../materials/components/subject-page-link';
import { fileCountText } from '../../../shared/file-count';
import { bySubjectAndPaperType, useKindFileCounts } from '../../library/use-file-counts';
import type { SubjectEntry } from '../../materials/subjects/subject-entry';
import { findSubject } from '../../materials/subjects/subject-entry';
import { subjectTrail } from '../../materials/subjects/subject-trail';
import { papersSettings } from '../paper-settings';
import { questionPapersList } from '../paper-subjects';
import { PAPER_TYPES } from '../paper-types';
import { buttonClass } from '../../../ui/button-styles';
import { cardClass } from '../../../ui/card-styles';
import { DropToUpload } from '../../library/components/drop-to-upload';
import { placeText } from '../../library/library-files';

/**
 * A subject's two paper types, each with its count of stored papers and its two ways on; files
 * dropped on one open its upload screen with them chosen.
 */
function PaperTypeCards({ subject }: { subject: SubjectEntry }) {
  const counts = useKindFileCounts(papersSettings, bySubjectAndPaperType);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {PAPER_TYPES.map((type) => {
        const count = counts[`${subject.id}/${type.id}`] ?? 0;
        const scope = { subject: subject.id, paperType: type.id };
        return (
          <DropToUpload
            key={type.id}
            to={paths.uploadPapers.href(subject.id, type.id)}
            place={placeText({ kind: papersSettings, names: papersSettings.names(scope) })}
            placement="card"
          >
            <section aria-labelledby={`paper-type-${type.id}`} className={`${cardClass} p-6`}>
              <h2 id={`paper-type-${type.id}`} className="text-xl font-semibold text-ink">
                {type.title}
              </h2>
              <p
                className={`mt-1 text-sm ${count > 0 ? 'font-semibold text-primary-ink' : 'text-ink-muted'}`}
              >
                {count > 0 ? fileCountText(count) : 'No papers yet'}
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                <Link
                  to={paths.uploadPapers.href(subject.id, type.id)}
                  className={buttonClass('primary')}
                >
                  <Upload aria-hidden="true" className="h-4 w-4" />
                  Upload Papers
                </Link>
                <Link
                  to={paths.viewPapers.href(subject.id, type.id)}
                  className={buttonClass('outline')}
                >
                  <Eye aria-hidden="true" className="h-4 w-4" />
                  View Papers
                </Link>
              </div>
            </section>
          </DropToUpload>
        );
      })}
    </div>
  );
}

/** The question-paper subject a route's `subject` names, or undefined for an unknown one. */
export function paperSubjectOf(id: string | undefined): SubjectEntry | undefined {
  return findSubject(questionPapersList.semesters(), id);
}

/** /question-papers/{subject}: mid-sem or end-sem, each to upload or view. */
export function PaperTypesPage({ subject }: { subject: SubjectEntry }) {
  return (
    <MaterialPageShell
      title={`${subject.name} Question Papers`}
      intro={subject.fullName}
      trail={subjectTrail(
        { label: 'Papers', to: paths.questionPapers.href() },
        questionPapersList.semesters(),
        subject.id,
      )}
    >
      <p className="-mt-3 mb-4">
        <SubjectPageLink subject={subject.id} name={subject.name} />
      </p>
      <PaperTypeCards subject={subject} />
    </MaterialPageShell>
  );
}
