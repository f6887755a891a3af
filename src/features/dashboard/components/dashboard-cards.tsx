import { BookOpen, CalendarDays, FileText, Library, Mail, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import type { MaterialKindId } from '../../../storage/keys';
import { clickableCardClass } from '../../../ui/card-styles';
import { fileCountText } from '../../../shared/file-count';

interface Card {
  title: string;
  description: string;
  to: string;
  Icon: LucideIcon;
  /** The kind of material whose stored files the card counts. */
  kind?: MaterialKindId;
}

const CARDS: readonly Card[] = [
  {
    title: 'Subject Notes',
    description: 'Read and upload lecture notes for every subject.',
    to: paths.subjectNotes.href(),
    Icon: BookOpen,
    kind: 'notes',
  },
  {
    title: 'Question Papers',
    description: 'Mid- and end-semester papers to practise with.',
    to: paths.questionPapers.href(),
    Icon: FileText,
    kind: 'papers',
  },
  {
    title: 'Lecture Schedules',
    description: 'Upload and check your lecture timetables.',
    to: paths.uploadSchedule.href(),
    Icon: CalendarDays,
    kind: 'schedules',
  },
  {
    title: 'Reference Books',
    description: 'Textbooks and reference material for each subject.',
    to: paths.referenceBooks.href(),
    Icon: Library,
    kind: 'books',
  },
  {
    title: 'Contact Me',
    description: 'Questions or suggestions? Send a message.',
    to: paths.contact.href(),
    Icon: Mail,
  },
];

/**
 * The whole card is clickable through the link's ::after overlay, while the link's
 * accessible name stays the card title (the description is only its description).
 */
function DashboardCard({ card, count }: { card: Card; count: number | undefined }) {
  const descriptionId = useId();
  const { Icon } = card;
  return (
    <li
      className={`${clickableCardClass} flex gap-4 p-4 sm:flex-col sm:gap-3 sm:p-6 lg:gap-2 lg:p-4`}
    >
      <Icon
        aria-hidden="true"
        className="h-7 w-7 shrink-0 text-primary-ink sm:h-8 sm:w-8 lg:h-6 lg:w-6"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:gap-3 lg:gap-1">
        <h2 className="text-lg font-semibold text-ink lg:text-base">
          <Link
            to={card.to}
            aria-describedby={descriptionId}
            className="after:absolute after:inset-0 after:rounded-card outline-none"
          >
            {card.title}
          </Link>
        </h2>
        <p id={descriptionId} className="text-sm text-ink-muted">
          {card.description}
        </p>
        {count !== undefined && (
          <p className="text-sm font-semibold text-primary-ink sm:mt-auto">
            {count === 0 ? 'No files yet' : `${fileCountText(count)} on this device`}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * The five sections of the dashboard (spec section 2), each kind's with its file count: on a
 * laptop in one compact row, so that the student's own files are on the first screen below it.
 */
export function DashboardCards({ counts }: { counts: Partial<Record<MaterialKindId, number>> }) {
  return (
    <ul className="mt-6 grid gap-3 sm:mt-8 sm:grid-cols-2 sm:gap-6 lg:mt-6 lg:grid-cols-5 lg:gap-3">
      {CARDS.map((card) => (
        <DashboardCard key={card.to} card={card} count={card.kind && (counts[card.kind] ?? 0)} />
      ))}
    </ul>
  );
}
