import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { cardClass } from '../../../ui/card-styles';

/** The centred panel every identity screen sits in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="flex justify-center px-4 py-12">
      <div className={`${cardClass} w-full max-w-md p-8`}>
        <h1 className="mb-6 text-center text-2xl font-bold text-ink">{title}</h1>
        {children}
      </div>
    </div>
  );
}
