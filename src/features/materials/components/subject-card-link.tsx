import { Link } from 'wouter';
import type { SubjectEntry } from '../subjects/subject-entry';
import { SUBJECT_CONTROL_CLASS, SubjectCard } from './subject-card';

/** A subject card that leads to the subject's screen: its name is a heading and a link. */
export function SubjectCardLink({ subject, count }: { subject: SubjectEntry; count?: number }) {
  return (
    <SubjectCard
      subject={subject}
      count={count}
      control={(detailsId) => (
        <h2>
          <Link to={subject.path} aria-describedby={detailsId} className={SUBJECT_CONTROL_CLASS}>
            {subject.name}
          </Link>
        </h2>
      )}
    />
  );
}
