import { fileExtension } from '../../library/file-extension';

/** What the document viewers say; kept out of the landing screen's code with the viewers. */
export const documentMessages = {
  damaged:
    'This file could not be opened: it may be damaged. Download it to try it in another program.',
  empty: 'This file has no text or pictures to show.',
  sheetEmpty: 'This sheet is empty.',
} as const;

const LEGACY_NAMES: Readonly<Record<string, string>> = {
  '.doc': 'a Word 97–2003 document (.doc)',
  '.ppt': 'a PowerPoint 97–2003 presentation (.ppt)',
  '.xls': 'an Excel 97–2003 workbook (.xls)',
};

/** What the viewer says of a file in an older Office format, which opens only after download. */
export function legacyFormatMessage(fileName: string): string {
  const name = LEGACY_NAMES[fileExtension(fileName)] ?? 'a file in an older Office format';
  return `This is ${name}: StudyShelf cannot show this older format. Download it to open it in Word, PowerPoint, Excel or LibreOffice.`;
}
