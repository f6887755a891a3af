import { matchPath, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import {
  LibraryPanelSection,
  preloadDashboardSections,
  YourFilesSection,
} from './dashboard-sections';
import { Layout } from './layout';
import { LazyLibrarySearch } from './lazy-library-search';
import type { MaterialScreenDefinition } from '../features/materials/components/material-screen';
import { lazyMaterialScreen, lazyScreen, type LazyScreen } from './lazy-screen';

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
  const [{ DashboardPage }, { materialKinds }, { WithFileViewer }] = await Promise.all([
    import('../features/dashboard/components/dashboard-page'),
    import('./material-kinds'),
    import('./with-file-viewer'),
  ]);
  // Once the page's own chunks are in, so as not to slow them down on a slow connection.
  preloadDashboardSections();
  return () => (
    <WithFileViewer>
      <DashboardPage kinds={materialKinds}>
        <YourFilesSection kinds={materialKinds} />
        <LibraryPanelSection kinds={materialKinds} />
      </DashboardPage>
    </WithFileViewer>
  );
});
const Contact = lazyScreen(() =>
  import('../features/contact/components/contact-page').then((m) => m.ContactPage),
);

/** A kind's upload and list screens, from the one module of its folder that describes both. */
function kindScreens<Module>(
  load: () => Promise<Module>,
  upload: (module: Module) => MaterialScreenDefinition,
  list: (module: Module) => MaterialScreenDefinition,
) {
  return [
    lazyMaterialScreen(() => load().then(upload), notFound),
    lazyMaterialScreen(() => load().then(list), notFound),
  ] as const;
}

const SubjectNotes = lazyScreen(() =>
  import('../features/notes/components/subject-notes-page').then((m) => m.SubjectNotesPage),
);
const [UploadNotes, ViewNotes] = kindScreens(
  () => import('../features/notes/notes-screens'),
  (m) => m.uploadNotesScreen,
  (m) => m.viewNotesScreen,
);

const QuestionPapers = lazyScreen(() =>
  import('../features/papers/components/question-papers-page').then((m) => m.QuestionPapersPage),
);
const PaperTypes = lazyScreen(() =>
  import('../features/papers/components/paper-types-page').then(({ PaperTypesPage }) => () => (
    <PaperTypesPage notFound={notFound} />
  )),
);
const [UploadPapers, ViewPapers] = kindScreens(
  () => import('../features/papers/paper-screens'),
  (m) => m.uploadPapersScreen,
  (m) => m.viewPapersScreen,
);

const [UploadSchedule, ViewSchedules] = kindScreens(
  () => import('../features/schedules/schedule-screens'),
  (m) => m.uploadSchedulesScreen,
  (m) => m.viewSchedulesScreen,
);

const ReferenceBooks = lazyScreen(() =>
  import('../features/books/components/reference-books-page').then((m) => m.ReferenceBooksPage),
);
const [UploadReferenceBooks, ViewReferenceBooks] = kindScreens(
  () => import('../features/books/book-screens'),
  (m) => m.uploadBooksScreen,
  (m) => m.viewBooksScreen,
);

/** The spec's route table (section 2): each path and the screen that shows it. */
const screenRoutes: ReadonlyArray<readonly [path: string, screen: LazyScreen<object>]> = [
  [paths.landing.path, Landing],
  [paths.signIn.path, SignIn],
  [paths.signUp.path, SignUp],
  [paths.forgotPassword.path, ForgotPassword],
  [paths.branchSelection.path, BranchSelection],
  [paths.dashboard.path, Dashboard],
  [paths.subjectNotes.path, SubjectNotes],
  [paths.uploadNotes.path, UploadNotes],
  [paths.viewNotes.path, ViewNotes],
  [paths.questionPapers.path, QuestionPapers],
  [paths.paperTypes.path, PaperTypes],
  [paths.uploadPapers.path, UploadPapers],
  [paths.viewPapers.path, ViewPapers],
  [paths.uploadSchedule.path, UploadSchedule],
  [paths.viewSchedules.path, ViewSchedules],
  [paths.referenceBooks.path, ReferenceBooks],
  [paths.uploadReferenceBooks.path, UploadReferenceBooks],
  [paths.viewReferenceBooks.path, ViewReferenceBooks],
  [paths.contact.path, Contact],
];

/** The screens a visitor may see signed out: the others are shown only once signed in. */
const publicScreens: ReadonlySet<LazyScreen<object>> = new Set([
  Landing,
  SignIn,
  SignUp,
  ForgotPassword,
  Contact,
]);

/**
 * Starts fetching the screen of `pathname` while the sign-in state is still being read, so the
 * first screen does not wait for one download after the other; for a screen shown only once
 * signed in, the navigation bar's search too, after it. Settles once the screen's code is in (or
 * could not be fetched); never rejects.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const screen = screenRoutes.find(([path]) => matchPath(path, pathname))?.[1] ?? Landing;
  // Preloading is a head start only: a failure here is met again, and shown, when React renders.
  const loaded = screen.preload().catch(() => undefined);
  // After the screen's own chunks, so as not to slow them down on a slow connection.
  if (!publicScreens.has(screen))
    void loaded.then(() => LazyLibrarySearch.preload().catch(() => undefined));
  return loaded;
}

/** Any unknown path shows the landing screen. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {screenRoutes.map(([path, Screen]) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="*" element={notFound} />
      </Route>
    </Routes>
  );
}
