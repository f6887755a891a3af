import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../ui/use-document-title';

/** The centred panel every identity screen sits in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="flex justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="mb-6 text-center text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}
