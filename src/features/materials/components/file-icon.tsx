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
import { fileExtension } from '../upload/file-extension';

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

/** The icon of a file's type, chosen by its extension (any kind of material). */
export function iconForFile(fileName: string): LucideIcon {
  return ICON_BY_EXTENSION[fileExtension(fileName)] ?? File;
}

/** Decorative: the file name next to it carries the meaning. */
export function FileIcon({ fileName, className }: { fileName: string; className?: string }) {
  // createElement: the icon is picked from a fixed table, not a component made during render.
  return createElement(iconForFile(fileName), {
    'aria-hidden': true,
    className: className ?? 'h-6 w-6',
  });
}
