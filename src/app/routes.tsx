import type { ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { Layout } from './layout';
import { lazyMaterialScreen, lazyScreen } from './lazy-screen';

const Landing = lazyScreen(() =>
  import('../features/landing/landing-page').then((m) => m.LandingPage),
);
/** A route naming no known subject or paper type is an unknown path: it shows the landing screen. */
const notFound = <Landing />;

const SignIn = lazyScreen(() =>
  import('../features/auth/components/sign-in-page').then((m) => m.SignInPage),
);
const SignUp = lazyScreen(() =>
  import('../features/auth/components/sign-up-page').then((m) => m.SignUpPage),
);
const ForgotPassword = lazyScreen(() =>
  import('../features/auth/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const BranchSelection = lazyScreen(() =>
  import('../features/branch/components/branch-selection-page').then((m) => m.BranchSelectionPage),
);
const Dashboard = lazyScreen(async () => {
  const [{ DashboardPage }, { materialKinds }] = await Promise.all([
    import('../features/dashboard/components/dashboard-page'),
    import('./material-kinds'),
  ]);
  return () => <DashboardPage kinds={materialKinds} />;
});
const Contact = lazyScreen(() =>
  import('../features/contact/components/contact-page').then((m) => m.ContactPage),
);

const SubjectNotes = lazyScreen(() =>
  import('../features/notes/components/subject-notes-page').then((m) => m.SubjectNotesPage),
);
const notesScreens = () => import('../features/notes/notes-screens');
const UploadNotes = lazyMaterialScreen(
  () => notesScreens().then((m) => m.uploadNotesScreen),
  notFound,
);
const ViewNotes = lazyMaterialScreen(() => notesScreens().then((m) => m.viewNotesScreen), notFound);

const QuestionPapers = lazyScreen(() =>
  import('../features/papers/components/question-papers-page').then((m) => m.QuestionPapersPage),
);
const PaperTypes = lazyScreen(() =>
  import('../features/papers/components/paper-types-page').then((m) => m.PaperTypesPage),
);
const paperScreens = () => import('../features/papers/paper-screens');
const UploadPapers = lazyMaterialScreen(
  () => paperScreens().then((m) => m.uploadPapersScreen),
  notFound,
);
const ViewPapers = lazyMaterialScreen(
  () => paperScreens().then((m) => m.viewPapersScreen),
  notFound,
);

const scheduleScreens = () => import('../features/schedules/schedule-screens');
const UploadSchedule = lazyMaterialScreen(
  () => scheduleScreens().then((m) => m.uploadSchedulesScreen),
  notFound,
);
const ViewSchedules = lazyMaterialScreen(
  () => scheduleScreens().then((m) => m.viewSchedulesScreen),
  notFound,
);

const ReferenceBooks = lazyScreen(() =>
  import('../features/books/components/reference-books-page').then((m) => m.ReferenceBooksPage),
);
const bookScreens = () => import('../features/books/book-screens');
const UploadReferenceBooks = lazyMaterialScreen(
  () => bookScreens().then((m) => m.uploadBooksScreen),
  notFound,
);
const ViewReferenceBooks = lazyMaterialScreen(
  () => bookScreens().then((m) => m.viewBooksScreen),
  notFound,
);

/** The spec's route table (section 2): each path, its screen, and the element that shows it. */
const screenRoutes: ReadonlyArray<
  readonly [path: string, screen: { preload: () => Promise<unknown> }, element: ReactNode]
> = [
  [paths.landing.path, Landing, <Landing />],
  [paths.signIn.path, SignIn, <SignIn />],
  [paths.signUp.path, SignUp, <SignUp />],
  [paths.forgotPassword.path, ForgotPassword, <ForgotPassword />],
  [paths.branchSelection.path, BranchSelection, <BranchSelection />],
  [paths.dashboard.path, Dashboard, <Dashboard />],
  [paths.subjectNotes.path, SubjectNotes, <SubjectNotes />],
  [paths.uploadNotes.path, UploadNotes, <UploadNotes />],
  [paths.viewNotes.path, ViewNotes, <ViewNotes />],
  [paths.questionPapers.path, QuestionPapers, <QuestionPapers />],
  [paths.paperTypes.path, PaperTypes, <PaperTypes notFound={notFound} />],
  [paths.uploadPapers.path, UploadPapers, <UploadPapers />],
  [paths.viewPapers.path, ViewPapers, <ViewPapers />],
  [paths.uploadSchedule.path, UploadSchedule, <UploadSchedule />],
  [paths.viewSchedules.path, ViewSchedules, <ViewSchedules />],
  [paths.referenceBooks.path, ReferenceBooks, <ReferenceBooks />],
  [paths.uploadReferenceBooks.path, UploadReferenceBooks, <UploadReferenceBooks />],
  [paths.viewReferenceBooks.path, ViewReferenceBooks, <ViewReferenceBooks />],
  [paths.contact.path, Contact, <Contact />],
];

/**
 * Starts fetching the screen of `pathname` while the sign-in state is still being read, so the
 * first screen does not wait for one download after the other.
 */
export function preloadScreen(pathname: string): void {
  const route = screenRoutes.find(([path]) => matchPath(path, pathname));
  // Preloading is a head start only: a failure here is met again, and shown, when React renders.
  (route?.[1] ?? Landing).preload().catch(() => undefined);
}

/** Any unknown path shows the landing screen. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {screenRoutes.map(([path, , element]) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={notFound} />
      </Route>
    </Routes>
  );
}
