import { useCallback } from 'react';
import { ANNOTATION_KEYS } from '../../../storage/student-keys';
import { useAuth } from '../../../session/auth-context';
import {
  annotationsOf,
  keepAnnotation,
  removeAnnotation,
  type Annotation,
} from '../../../storage/marks-store';
import { useStored } from '../../library/use-stored';

const NONE: Annotation[] = [];

/** An id unique within a file, without a clock's collisions between two quick highlights. */
export function newAnnotationId(): string {
  return crypto.randomUUID();
}

/**
 * The signed-in student's highlights, notes and bookmarks in file `fileId`, followed as they
 * change here or in another tab, with ways to keep and remove one. Without a student or a file
 * (a PDF opened on its own) there are none, and nothing is kept.
 */
export function useAnnotations(fileId: string | undefined) {
  const uid = useAuth().user?.uid;
  const read = useCallback(
    () => (uid && fileId ? annotationsOf(uid, fileId) : NONE),
    [uid, fileId],
  );
  const list = useStored(read, ANNOTATION_KEYS.owns);
  const keep = useCallback(
    (annotation: Annotation) =>
      uid !== undefined && fileId !== undefined && keepAnnotation(uid, fileId, annotation),
    [uid, fileId],
  );
  const remove = useCallback(
    (id: string) => {
      if (uid && fileId) removeAnnotation(uid, fileId, id);
    },
    [uid, fileId],
  );
  return { list, keep, remove, enabled: uid !== undefined && fileId !== undefined };
}

export type Annotations = ReturnType<typeof useAnnotations>;
