import { Route, Switch, useParams } from 'wouter';
import { RequireAuth } from '../session/require-auth';
import { pathMatches, paths } from '../config/paths';
import { Layout } from './layout';
import { LazyLibrarySearch } from './lazy-library-search';
import type { MaterialScreenDefinition } from '../features/materials/components/material-screen';
import { lazyMaterialScreen, lazyScreen, type LazyScreen } from './lazy-screen';
import { useShownLocation } from './use-shown-location';
import { fetchSectionChunks } from './dashboard-section-chunks';

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
  fetchSectionChunks();
  const loadSections = import('./dashboard-sections').then(async (sections) => {
    await sections.loadDashboardSections();
    return sections;
  });
  const [{ DashboardPage }, { materialKinds }, { WithFileViewer }, sections] = await Promise.all([
    import('../features/dashboard/components/dashboard-page'),
    import('./material-kinds'),
    import('./with-file-viewer'),
    // Not in the first screen's code: only the dashboard needs to know its sections.
    loadSections,
  ]);
  const {
    LibraryPanelSection,
    RevisionDueSection,
    SearchIndexSection,
    YourFilesSection,
    DropToAnyList,
  } = sections;
  return () => (
    <WithFileViewer>
      <DropToAnyList kinds={materialKinds}>
        <DashboardPage kinds={materialKinds} files={<YourFilesSection kinds={materialKinds} />}>
          <RevisionDueSection kinds={materialKinds} />
          <LibraryPanelSection kinds={materialKinds} />
          <SearchIndexSection kinds={materialKinds} />
        </DashboardPage>
      </DropToAnyList>
    </WithFileViewer>
  );
});
const FileTab = lazyScreen(() =>
  import('../features/preview/components/file-tab-page').then((m) => m.FileTabPage),
);
const Trash = lazyScreen(() => import('./trash-screen').then((m) => m.TrashScreen));
const Revise = lazyScreen(() => import('./revise-screen').then((m) => m.ReviseScreen));
const Transfer = lazyScreen(() => import('./transfer-screens').then((m) => m.TransferScreen));
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
  import('../features/papers/components/paper-types-page').then(
    ({ PaperTypesPage, paperSubjectOf }) =>
      function KnownPaperTypes() {
        const subject = paperSubjectOf(useParams().subject);
        // An unknown subject is an unknown path: the landing screen, signed in or not.
        if (!subject) return notFound;
        return (
          <RequireAuth>
            <PaperTypesPage subject={subject} />
          </RequireAuth>
        );
      },
  ),
);
const [UploadPapers, ViewPapers] = kindScreens(
  () => import('../features/papers/paper-screens'),
  (m) => m.uploadPapersScreen,
  (m) => m.viewPapersScreen,
);

const SubjectScreen = lazyScreen(async () => {
  const [{ SubjectPage }, { subjectLists }, { materialKinds }] = await Promise.all([
    import('../features/materials/components/subject-page'),
    import('../features/materials/subjects/subject-lists'),
    import('./material-kinds'),
  ]);
  return function KnownSubject() {
    const subject = useParams().subject ?? '';
    const lists = subjectLists(materialKinds, subject);
    // A subject no kind has is an unknown path: the landing screen, signed in or not.
    if (lists.length === 0) return notFound;
    return (
      <RequireAuth>
        <SubjectPage kinds={materialKinds} lists={lists} subject={subject} />
      </RequireAuth>
    );
  };
});

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

/**
 * Who may see a screen: anyone; a signed-in student (the sign-in guard wraps it here, once); or a
 * signed-in student once its path names a known subject, which the screen's own loader checks
 * first (an unknown one is an unknown path, and shows the landing screen to anyone).
 */
type Access = 'anyone' | 'student' | 'student, known path';

/** The spec's route table (section 2): each path, the screen that shows it, and who may see it. */
const screenRoutes: ReadonlyArray<
  readonly [path: string, screen: LazyScreen<object>, access: Access]
> = [
  [paths.landing.path, Landing, 'anyone'],
  [paths.signIn.path, SignIn, 'anyone'],
  [paths.signUp.path, SignUp, 'anyone'],
  [paths.forgotPassword.path, ForgotPassword, 'anyone'],
  [paths.branchSelection.path, BranchSelection, 'anyone'],
  [paths.dashboard.path, Dashboard, 'student'],
  [paths.subjectNotes.path, SubjectNotes, 'anyone'],
  [paths.uploadNotes.path, UploadNotes, 'student, known path'],
  [paths.viewNotes.path, ViewNotes, 'student, known path'],
  [paths.questionPapers.path, QuestionPapers, 'student'],
  [paths.paperTypes.path, PaperTypes, 'student, known path'],
  [paths.uploadPapers.path, UploadPapers, 'student, known path'],
  [paths.viewPapers.path, ViewPapers, 'student, known path'],
  [paths.uploadSchedule.path, UploadSchedule, 'student, known path'],
  [paths.viewSchedules.path, ViewSchedules, 'student, known path'],
  [paths.referenceBooks.path, ReferenceBooks, 'student'],
  [paths.uploadReferenceBooks.path, UploadReferenceBooks, 'student, known path'],
  [paths.viewReferenceBooks.path, ViewReferenceBooks, 'student, known path'],
  [paths.subject.path, SubjectScreen, 'student, known path'],
  [paths.contact.path, Contact, 'anyone'],
  [paths.trash.path, Trash, 'student'],
  [paths.revise.path, Revise, 'student'],
  [paths.send.path, Transfer, 'student'],
  [paths.receive.path, Transfer, 'student'],
  [paths.devices.path, Transfer, 'student'],
  // Shows only what the app's own tab hands it: nothing of the device's storage.
  [paths.viewFile.path, FileTab, 'anyone'],
];

/** The screens a visitor may see signed out: the others are shown only once signed in. */
const publicScreens: ReadonlySet<LazyScreen<object>> = new Set([
  Landing,
  SignIn,
  SignUp,
  ForgotPassword,
  Contact,
]);

/** The screen that shows `pathname`: an unknown path shows the landing screen. */
function screenAt(pathname: string): LazyScreen<object> {
  return screenRoutes.find(([path]) => pathMatches(path, pathname))?.[1] ?? Landing;
}

/**
 * Starts fetching the screen of `pathname` while the sign-in state is still being read, so the
 * first screen does not wait for one download after the other; for a screen shown only once
 * signed in, the navigation bar's search too, after it. Settles once the screen's code is in (or
 * could not be fetched); never rejects.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const screen = screenAt(pathname);
  // Preloading is a head start only: a failure here is met again, and shown, when React renders.
  const loaded = screen.preload().catch(() => undefined);
  // After the screen's own chunks, so as not to slow them down on a slow connection.
  if (!publicScreens.has(screen))
    void loaded.then(() => LazyLibrarySearch.preload().catch(() => undefined));
  return loaded;
}

/** Any unknown path shows the landing screen. */
export function AppRoutes() {
  const shown = useShownLocation(screenAt);
  return (
    <Layout>
      <Switch location={shown}>
        {screenRoutes.map(([path, Screen, access]) => (
          <Route key={path} path={path}>
            {access === 'student' ? (
              <RequireAuth>
                <Screen />
              </RequireAuth>
            ) : (
              <Screen />
            )}
          </Route>
        ))}
        <Route>{notFound}</Route>
      </Switch>
    </Layout>
  );
}
