import { useEffect } from 'react';

const PRODUCT = 'StudyShelf';

/** Names the browser tab after the screen ("DSA Notes · StudyShelf"), so tabs and history differ. */
export function useDocumentTitle(screen: string | null): void {
  useEffect(() => {
    document.title = screen ? `${screen} · ${PRODUCT}` : PRODUCT;
  }, [screen]);
}
