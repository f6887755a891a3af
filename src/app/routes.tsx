import { Route, Routes } from 'react-router-dom';
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

/** The spec's route table (section 2); any unknown path shows the landing screen. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={paths.landing.path} element={<Landing />} />
        <Route path={paths.signIn.path} element={<SignIn />} />
        <Route path={paths.signUp.path} element={<SignUp />} />
        <Route path={paths.forgotPassword.path} element={<ForgotPassword />} />
        <Route path={paths.branchSelection.path} element={<BranchSelection />} />
        <Route path={paths.dashboard.path} element={<Dashboard />} />
        <Route path={paths.subjectNotes.path} element={<SubjectNotes />} />
        <Route path={paths.uploadNotes.path} element={<UploadNotes />} />
        <Route path={paths.viewNotes.path} element={<ViewNotes />} />
        <Route path={paths.questionPapers.path} element={<QuestionPapers />} />
        <Route path={paths.paperTypes.path} element={<PaperTypes notFound={notFound} />} />
        <Route path={paths.uploadPapers.path} element={<UploadPapers />} />
        <Route path={paths.viewPapers.path} element={<ViewPapers />} />
        <Route path={paths.uploadSchedule.path} element={<UploadSchedule />} />
        <Route path={paths.viewSchedules.path} element={<ViewSchedules />} />
        <Route path={paths.referenceBooks.path} element={<ReferenceBooks />} />
        <Route path={paths.uploadReferenceBooks.path} element={<UploadReferenceBooks />} />
        <Route path={paths.viewReferenceBooks.path} element={<ViewReferenceBooks />} />
        <Route path={paths.contact.path} element={<Contact />} />
        <Route path="*" element={notFound} />
      </Route>
    </Routes>
  );
}
