/**
 * The notes subjects (spec section 2: 7 in semester 1, 10 in semester 2). Their slugs are the
 * subject ids in the notes routes and in the `notes_{subject}` storage keys.
 */
import { paths } from '../../config/paths';
import { buildSemesters, type SubjectText } from '../materials/subjects/build-semesters';
import { semestersWithOwn } from '../materials/subjects/own-subjects';
import { findSubject, type Semester, type SubjectEntry } from '../materials/subjects/subject-entry';

const SEMESTER_1: readonly SubjectText[] = [
  {
    name: 'DSA',
    fullName: 'Data Structures and Algorithms',
    description: 'Lists, trees, graphs, hashing, sorting and the analysis of algorithms.',
    colour: 'bg-accent-indigo',
  },
  {
    name: 'Distributed System',
    fullName: 'Distributed Systems',
    description: 'Clocks, consensus, replication and failures across many machines.',
    colour: 'bg-accent-sky',
  },
  {
    name: 'IoT',
    fullName: 'Internet of Things',
    description: 'Sensors, microcontrollers, wireless protocols and edge processing.',
    colour: 'bg-accent-teal',
  },
  {
    name: 'AI-ML',
    fullName: 'Artificial Intelligence and Machine Learning',
    description: 'Search, knowledge representation, regression, classification and clustering.',
    colour: 'bg-accent-violet',
  },
  {
    name: 'FOCS',
    fullName: 'Foundations of Computer Science',
    description: 'Logic, automata, formal languages, computability and complexity.',
    colour: 'bg-accent-emerald',
  },
  {
    name: 'Big Data',
    fullName: 'Big Data Analytics',
    description: 'Distributed file systems, MapReduce, Spark and NoSQL data stores.',
    colour: 'bg-accent-amber',
  },
  {
    name: 'Pattern Recognition',
    fullName: 'Pattern Recognition',
    description: 'Features, Bayesian decision theory, classifiers and dimensionality reduction.',
    colour: 'bg-accent-rose',
  },
];

const SEMESTER_2: readonly SubjectText[] = [
  {
    name: 'Testing and Verification',
    fullName: 'Software Testing and Verification',
    description: 'Test design, coverage, model checking and program proofs.',
    colour: 'bg-accent-green',
  },
  {
    name: 'Game Theory',
    fullName: 'Game Theory',
    description: 'Strategic and extensive games, Nash equilibria and mechanism design.',
    colour: 'bg-accent-orange',
  },
  {
    name: 'Deep Learning',
    fullName: 'Deep Learning',
    description: 'Neural networks, backpropagation, CNNs, RNNs and transformers.',
    colour: 'bg-accent-indigo',
  },
  {
    name: 'Cryptography',
    fullName: 'Cryptography and Network Security',
    description: 'Symmetric and public-key ciphers, hashes, signatures and protocols.',
    colour: 'bg-accent-slate',
  },
  {
    name: 'Deep Learning with Img Processing',
    fullName: 'Deep Learning with Image Processing',
    description: 'Filtering, segmentation and convolutional models for images.',
    colour: 'bg-accent-blue',
  },
  {
    name: 'Online Algorithms',
    fullName: 'Online Algorithms',
    description: 'Deciding without the future: paging, k-server and competitive analysis.',
    colour: 'bg-accent-cyan',
  },
  {
    name: 'Soft Computing',
    fullName: 'Soft Computing',
    description: 'Fuzzy logic, neural networks and genetic algorithms.',
    colour: 'bg-accent-fuchsia',
  },
  {
    name: 'Cognitive Science',
    fullName: 'Cognitive Science',
    description: 'Perception, memory, language and computational models of the mind.',
    colour: 'bg-accent-purple',
  },
  {
    name: 'Computational Geometry',
    fullName: 'Computational Geometry',
    description: 'Convex hulls, triangulations, Voronoi diagrams and range searching.',
    colour: 'bg-accent-lime',
  },
  {
    name: 'Quantum Theory',
    fullName: 'Quantum Theory of Computation',
    description: 'Qubits, quantum gates and circuits, and quantum algorithms.',
    colour: 'bg-accent-pink',
  },
];

/**
 * The notes semesters, the student's own subjects after the spec's. A card opens a choice rather
 * than a page: `path` is the subject's notes list.
 */
export const notesSemesters: () => readonly Semester[] = semestersWithOwn(
  buildSemesters([SEMESTER_1, SEMESTER_2], paths.viewNotes.href),
  paths.viewNotes.href,
);

/** The notes subject of a route's slug, or undefined (the route then shows the landing screen). */
export function findNotesSubject(slug: string | undefined): SubjectEntry | undefined {
  return findSubject(notesSemesters(), slug);
}
