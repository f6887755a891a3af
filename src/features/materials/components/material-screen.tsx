import type { ReactNode } from 'react';
import type { Params } from 'wouter';
import type { KindSettings, MaterialScope } from '../../library/kinds/kind-settings';
import { FileList } from './file-list';
import { DropToUpload } from '../../library/components/drop-to-upload';
import { placeText } from '../../library/library-files';
import { MaterialPageShell, type Crumb } from './material-page-shell';
import { UploadPanel } from './upload-panel';
import { SubjectPageLink } from './subject-page-link';

/** What one kind's upload or list screen is: its settings, how its route names a list, its texts. */
export interface MaterialScreenDefinition {
  settings: KindSettings;
  shows: 'upload' | 'list';
  /**
   * The list the route's params name, or null when they name no known subject or paper type.
   * Absent when the route names no list: the kind has one (schedules).
   */
  scopeFrom?: (params: Readonly<Params>) => MaterialScope | null;
  title: (scope: MaterialScope) => string;
  intro: (scope: MaterialScope) => ReactNode;
  /** The breadcrumb steps after the dashboard, this screen last. */
  trail: (scope: MaterialScope) => Crumb[];
}

/** An upload or list screen of any kind, so that each kind only describes its screens. */
export function MaterialScreen({
  definition,
  scope,
  kinds,
}: {
  definition: MaterialScreenDefinition;
  /** The list the route names (see `scopeFrom`). */
  scope: MaterialScope;
  /** Every kind of material: a file in the list can move to any of their lists. */
  kinds: readonly KindSettings[];
}) {
  const { settings } = definition;
  return (
    <MaterialPageShell
      title={definition.title(scope)}
      intro={definition.intro(scope)}
      trail={definition.trail(scope)}
    >
      {definition.shows === 'upload' ? (
        <UploadPanel settings={settings} scope={scope} />
      ) : (
        <>
          {scope.subject && (
            <p className="-mt-3 mb-4">
              <SubjectPageLink subject={scope.subject} name={settings.names(scope).subject ?? ''} />
            </p>
          )}
          <DropToUpload
            to={settings.routes.upload(scope)}
            place={placeText({ kind: settings, names: settings.names(scope) })}
          >
            <FileList settings={settings} scope={scope} kinds={kinds} />
          </DropToUpload>
        </>
      )}
    </MaterialPageShell>
  );
}
