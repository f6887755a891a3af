import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { MaterialRoute } from './lazy-screen';
import { renderAsStudent } from '../testing/render-with-auth';
import { SubjectNotesPage } from '../features/notes/components/subject-notes-page';
import { MaterialScreen } from '../features/materials/components/material-screen';
import { uploadNotesScreen, viewNotesScreen } from '../features/notes/notes-screens';
import { materialKinds } from './material-kinds';

function NotesRoutes() {
  const landing = <h1>Landing</h1>;
  return (
    <Switch>
      <Route path="/subject-notes">
        <SubjectNotesPage />
      </Route>
      <Route path="/upload-notes/:subject">
        <MaterialRoute definition={uploadNotesScreen} notFound={landing}>
          {(scope) => (
            <MaterialScreen definition={uploadNotesScreen} scope={scope} kinds={materialKinds} />
          )}
        </MaterialRoute>
      </Route>
      <Route path="/view-notes/:subject">
        <MaterialRoute definition={viewNotesScreen} notFound={landing}>
          {(scope) => (
            <MaterialScreen definition={viewNotesScreen} scope={scope} kinds={materialKinds} />
          )}
        </MaterialRoute>
      </Route>
      <Route path="/signin">
        <h1>Sign in</h1>
      </Route>
    </Switch>
  );
}

describe('subject notes page', () => {
  it('toggles between the semesters, SEMESTER 1 first', async () => {
    renderAsStudent(<NotesRoutes />, { path: '/subject-notes' });
    const user = userEvent.setup();
    const sem1 = screen.getByRole('button', { name: 'SEMESTER 1' });
    const sem2 = screen.getByRole('button', { name: 'SEMESTER 2' });
    expect(sem1).toHaveAttribute('aria-pressed', 'true');
    expect(sem2).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(screen.getByRole('list', { name: 'Semester 1 subjects' })).getAllByRole('button'),
    ).toHaveLength(7);
    await user.click(sem2);
    expect(sem2).toHaveAttribute('aria-pressed', 'true');
    const cards = within(screen.getByRole('list', { name: 'Semester 2 subjects' })).getAllByRole(
      'button',
    );
    expect(cards).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Quantum Theory' })).toHaveAccessibleDescription(
      /^Quantum Theory of Computation\s*Qubits/,
    );
  });

  it('asks whether to view or upload, and Escape goes nowhere', async () => {
    renderAsStudent(<NotesRoutes />, { path: '/subject-notes' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'AI-ML' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Artificial Intelligence and Machine Learning',
    });
    expect(dialog).toHaveTextContent('View the notes of this subject, or upload new files?');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/subject-notes');

    await user.click(screen.getByRole('button', { name: 'AI-ML' }));
    await user.click(screen.getByRole('button', { name: 'Upload files' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/upload-notes/ai-ml');
  });

  it('views a subject’s notes through the dialog’s confirm action', async () => {
    renderAsStudent(<NotesRoutes />, { path: '/subject-notes' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'DSA' }));
    await user.click(screen.getByRole('button', { name: 'View notes' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/view-notes/dsa');
    expect(
      await screen.findByRole('heading', { name: 'Data Structures and Algorithms Notes' }),
    ).toBeInTheDocument();
  });
});

describe('upload and view notes pages', () => {
  it('show the subject’s full name', async () => {
    renderAsStudent(<NotesRoutes />, { path: '/upload-notes/big-data' });
    expect(
      screen.getByRole('heading', { name: 'Upload Notes: Big Data Analytics' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View uploaded notes' })).toHaveAttribute(
      'href',
      '/view-notes/big-data',
    );
  });

  it('show the landing screen for an unknown subject', () => {
    renderAsStudent(<NotesRoutes />, { path: '/view-notes/astrology' });
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  });

  it('send a signed-out visitor to sign in', () => {
    renderAsStudent(<NotesRoutes />, { path: '/upload-notes/dsa', user: null });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
