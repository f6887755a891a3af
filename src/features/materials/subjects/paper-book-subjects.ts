/**
 * The subjects of question papers and reference books (spec section 2: 7 in semester 1,
 * 10 in semester 2). Both kinds share this one list; each gives the path its cards lead to.
 */
import { buildSemesters, type SubjectText } from './build-semesters';
import { semestersWithOwn } from './own-subjects';
import { slugTitleCase } from '../../../shared/slug-title';
import type { ScopeNames } from '../../library/kinds/kind-settings';
import type { Semester } from './subject-entry';

const SEMESTER_1: readonly SubjectText[] = [
  {
    name: 'Advance DSA',
    fullName: 'Advanced Data Structures and Algorithms',
    description: 'Balanced trees, heaps, graph algorithms and amortised analysis.',
    colour: 'bg-accent-indigo',
  },
  {
    name: 'Distributed System',
    fullName: 'Distributed Systems',
    description: 'Consistency, consensus, replication and fault tolerance.',
    colour: 'bg-accent-sky',
  },
  {
    name: 'AI-ML',
    fullName: 'Artificial Intelligence and Machine Learning',
    description: 'Search, reasoning, supervised and unsupervised learning.',
    colour: 'bg-accent-violet',
  },
  {
    name: 'FOCS',
    fullName: 'Foundations of Computer Science',
    description: 'Automata, computability and complexity theory.',
    colour: 'bg-accent-emerald',
  },
  {
    name: 'IOT',
    fullName: 'Internet of Things',
    description: 'Sensors, embedded devices, protocols and edge computing.',
    colour: 'bg-accent-teal',
  },
  {
    name: 'Big Data',
    fullName: 'Big Data Analytics',
    description: 'Distributed storage, MapReduce, Spark and stream processing.',
    colour: 'bg-accent-amber',
  },
  {
    name: 'Pattern Recognition',
    fullName: 'Pattern Recognition',
    description: 'Feature extraction, classifiers, clustering and Bayesian decisions.',
    colour: 'bg-accent-rose',
  },
];

const SEMESTER_2: readonly SubjectText[] = [
  {
    name: 'Soft Computing',
    fullName: 'Soft Computing',
    description: 'Fuzzy logic, neural networks and evolutionary algorithms.',
    colour: 'bg-accent-fuchsia',
  },
  {
    name: 'Deep Learning',
    fullName: 'Deep Learning',
    description: 'Deep neural networks, optimisation, CNNs, RNNs and transformers.',
    colour: 'bg-accent-indigo',
  },
  {
    name: 'Deep Learning with Img Proc',
    fullName: 'Deep Learning with Image Processing',
    description: 'Image filtering, segmentation and convolutional models for vision.',
    colour: 'bg-accent-blue',
  },
  {
    name: 'Game Theory',
    fullName: 'Game Theory',
    description: 'Strategic games, equilibria, auctions and mechanism design.',
    colour: 'bg-accent-orange',
  },
  {
    name: 'Online Algorithm',
    fullName: 'Online Algorithms',
    description: 'Decisions without the future: competitive analysis, paging, scheduling.',
    colour: 'bg-accent-cyan',
  },
  {
    name: 'Cognitive Science',
    fullName: 'Cognitive Science',
    description: 'Perception, memory, language and models of the mind.',
    colour: 'bg-accent-purple',
  },
  {
    name: 'CryptoGraphy',
    fullName: 'Cryptography',
    description: 'Ciphers, public-key systems, hashing and security proofs.',
    colour: 'bg-accent-slate',
  },
  {
    name: 'Computation Geometry',
    fullName: 'Computational Geometry',
    description: 'Convex hulls, triangulations, Voronoi diagrams and range searching.',
    colour: 'bg-accent-lime',
  },
  {
    name: 'Quantum Theory',
    fullName: 'Quantum Theory of Computation',
    description: 'Qubits, quantum circuits and quantum algorithms.',
    colour: 'bg-accent-pink',
  },
  {
    name: 'Testing and Verification',
    fullName: 'Software Testing and Verification',
    description: 'Test design, model checking and formal verification.',
    colour: 'bg-accent-green',
  },
];

/**
 * Both semesters, each card leading to `pathFor(subjectId)`, with the student's own subjects:
 * read when drawn, since the student adds and removes them.
 */
export function paperBookSemesters(
  pathFor: (subjectId: string) => string,
): () => readonly Semester[] {
  return semestersWithOwn(buildSemesters([SEMESTER_1, SEMESTER_2], pathFor), pathFor);
}

/** Every paper and book subject, the own ones included; the paths are not used from here. */
const everySemester = paperBookSemesters(() => '');

const subjectOf = (slug: string | undefined) =>
  everySemester()
    .flatMap(({ subjects }) => subjects)
    .find(({ id }) => id === slug);

/** The slug of every paper and book subject, in the order of the semesters. */
export function paperBookSubjects(): string[] {
  return everySemester().flatMap(({ subjects }) => subjects.map(({ id }) => id));
}

/** Whether `slug` is one of the paper and book subjects: the spec's, or one the student added. */
export function isPaperBookSubject(slug: string | undefined): boolean {
  return subjectOf(slug) !== undefined;
}

/** The names of the paper and book subject `slug`; one this list does not know is named from its slug. */
export function paperBookNames(slug: string): ScopeNames {
  const subject = subjectOf(slug);
  return subject
    ? { subject: subject.name, subjectFullName: subject.fullName }
    : { subject: slugTitleCase(slug) };
}
