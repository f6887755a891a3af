import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { Layout } from './layout';

/* One lazily loaded module per screen keeps the landing bundle small. */
const Landing = lazy(() => import('./screens/landing'));
const SignIn = lazy(() => import('./screens/sign-in'));
const SignUp = lazy(() => import('./screens/sign-up'));
const ForgotPassword = lazy(() => import('./screens/forgot-password'));
const BranchSelection = lazy(() => import('./screens/branch-selection'));
const Dashboard = lazy(() => import('./screens/dashboard'));
const SubjectNotes = lazy(() => import('./screens/subject-notes'));
const UploadNotes = lazy(() => import('./screens/upload-notes'));
const ViewNotes = lazy(() => import('./screens/view-notes'));
const QuestionPapers = lazy(() => import('./screens/question-papers'));
const PaperTypes = lazy(() => import('./screens/paper-types'));
const UploadPapers = lazy(() => import('./screens/upload-papers'));
const ViewPapers = lazy(() => import('./screens/view-papers'));
const UploadSchedule = lazy(() => import('./screens/upload-schedule'));
const ViewSchedules = lazy(() => import('./screens/view-schedules'));
const ReferenceBooks = lazy(() => import('./screens/reference-books'));
const UploadReferenceBooks = lazy(() => import('./screens/upload-reference-books'));
const ViewReferenceBooks = lazy(() => import('./screens/view-reference-books'));
const Contact = lazy(() => import('./screens/contact'));

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
        <Route path={paths.paperTypes.path} element={<PaperTypes />} />
        <Route path={paths.uploadPapers.path} element={<UploadPapers />} />
        <Route path={paths.viewPapers.path} element={<ViewPapers />} />
        <Route path={paths.uploadSchedule.path} element={<UploadSchedule />} />
        <Route path={paths.viewSchedules.path} element={<ViewSchedules />} />
        <Route path={paths.referenceBooks.path} element={<ReferenceBooks />} />
        <Route path={paths.uploadReferenceBooks.path} element={<UploadReferenceBooks />} />
        <Route path={paths.viewReferenceBooks.path} element={<ViewReferenceBooks />} />
        <Route path={paths.contact.path} element={<Contact />} />
        <Route path="*" element={<Landing />} />
      </Route>
    </Routes>
  );
}
