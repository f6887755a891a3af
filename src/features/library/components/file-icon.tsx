import { createElement } from 'react';
import {
  BookOpen,
  File,
  FileText,
  Image as ImageIcon,
  Presentation,
  Sheet,
  type LucideIcon,
} from 'lucide-react';
import { fileExtension } from '../file-extension';

const ICON_BY_EXTENSION: Readonly<Record<string, LucideIcon>> = {
  '.pdf': FileText,
  '.doc': FileText,
  '.docx': FileText,
  '.txt': FileText,
  '.ppt': Presentation,
  '.pptx': Presentation,
  '.jpg': ImageIcon,
  '.jpeg': ImageIcon,
  '.png': ImageIcon,
  '.gif': ImageIcon,
  '.csv': Sheet,
  '.xls': Sheet,
  '.xlsx': Sheet,
  '.epub': BookOpen,
};

/** Each type in its own colour, so a list reads at a glance: PDFs red, documents blue… (AA on white). */
const COLOUR_BY_EXTENSION: Readonly<Record<string, string>> = {
  '.pdf': 'text-file-pdf',
  '.doc': 'text-file-doc',
  '.docx': 'text-file-doc',
  '.txt': 'text-file-text',
  '.ppt': 'text-file-slides',
  '.pptx': 'text-file-slides',
  '.jpg': 'text-file-image',
  '.jpeg': 'text-file-image',
  '.png': 'text-file-image',
  '.gif': 'text-file-image',
  '.csv': 'text-file-sheet',
  '.xls': 'text-file-sheet',
  '.xlsx': 'text-file-sheet',
  '.epub': 'text-file-book',
};

/** The colour class of a file's type icon. */
export function colourForFile(fileName: string): string {
  return COLOUR_BY_EXTENSION[fileExtension(fileName)] ?? 'text-file-other';
}

/** The icon of a file's type, chosen by its extension (any kind of material). */
export function iconForFile(fileName: string): LucideIcon {
  return ICON_BY_EXTENSION[fileExtension(fileName)] ?? File;
}

/** Decorative: the file name next to it carries the meaning. `className` sizes it; the type colours it. */
export function FileIcon({ fileName, className }: { fileName: string; className?: string }) {
  // createElement: the icon is picked from a fixed table, not a component made during render.
  return createElement(iconForFile(fileName), {
    'aria-hidden': true,
    className: `${className ?? 'h-6 w-6'} ${colourForFile(fileName)}`,
  });
}
