import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LibraryHealth } from '../use-library-backup';
import { HealthSummary } from './health-summary';

const health = (persisted: boolean | null): LibraryHealth => ({
  info: null,
  persisted,
  fileCount: 2,
  newestFileAt: '2026-11-20T10:00:00.000Z',
  readAt: Date.parse('2026-11-27T10:00:00.000Z'),
  keeping: persisted === null ? 'unknown' : persisted ? 'persistent' : 'evictable',
  homeScreen: null,
  lastSyncAt: null,
});

describe('HealthSummary: protection', () => {
  it('warns of eviction while files were added after the last backup', () => {
    render(
      <HealthSummary
        health={health(false)}
        lastBackup={{ at: '2026-11-19T10:00:00.000Z', files: 1 }}
      />,
    );
    expect(
      screen.getByText('Not persistent: the browser may clear your files when space runs low'),
    ).toBeInTheDocument();
  });

  it('drops the warning once a backup is newer than every file', () => {
    render(
      <HealthSummary
        health={health(false)}
        lastBackup={{ at: '2026-11-21T10:00:00.000Z', files: 2 }}
      />,
    );
    expect(
      screen.getByText('Not persistent, but your last backup holds every file'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/may clear your files/)).toBeNull();
  });

  it('claims no backup that was never made, even for a library with nothing listed', () => {
    render(
      <HealthSummary
        health={{ ...health(false), fileCount: 0, newestFileAt: null }}
        lastBackup={null}
      />,
    );
    expect(screen.queryByText(/your last backup holds/)).toBeNull();
  });

  it('says a persistent library is kept, backed up or not', () => {
    render(<HealthSummary health={health(true)} lastBackup={null} />);
    expect(screen.getByText('Persistent: the browser keeps your files')).toBeInTheDocument();
  });

  it('names the 7-day deletion in a Safari tab, not the space running low', () => {
    render(<HealthSummary health={{ ...health(true), keeping: 'seven-days' }} lastBackup={null} />);
    expect(
      screen.getByText('Safari erases these files after 7 days without a visit'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/space runs low/)).toBeNull();
  });

  it('says the files are kept by the app on the Home Screen', () => {
    render(
      <HealthSummary health={{ ...health(false), keeping: 'home-screen' }} lastBackup={null} />,
    );
    expect(
      screen.getByText('Kept: StudyShelf runs from your Home Screen, where Safari keeps its files'),
    ).toBeInTheDocument();
  });

  it('names the last copy off this device, a backup or a sync, in days', () => {
    render(
      <HealthSummary
        health={{ ...health(true), lastSyncAt: '2026-11-23T09:00:00.000Z' }}
        lastBackup={{ at: '2026-11-19T10:00:00.000Z', files: 1 }}
      />,
    );
    expect(screen.getByText('4 days ago, a sync with your other device')).toBeInTheDocument();
  });

  it('says when no copy was ever made off this device', () => {
    render(<HealthSummary health={health(false)} lastBackup={null} />);
    expect(
      screen.getByText('Never: back up your library, or pair another device'),
    ).toBeInTheDocument();
  });
});
