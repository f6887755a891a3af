import { describe, expect, it } from 'vitest';
import { extensionOf, FALLBACK_MIME_TYPE, KNOWN_EXTENSIONS, mimeTypeFor } from './mime-types';

describe('mimeTypeFor', () => {
  it.each([
    ['notes.pdf', 'application/pdf'],
    ['essay.doc', 'application/msword'],
    ['essay.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['slides.ppt', 'application/vnd.ms-powerpoint'],
    ['slides.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['readme.txt', 'text/plain'],
    ['photo.jpg', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['diagram.png', 'image/png'],
    ['anim.gif', 'image/gif'],
    ['marks.csv', 'text/csv'],
    ['marks.xls', 'application/vnd.ms-excel'],
    ['marks.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['book.epub', 'application/epub+zip'],
  ])('types %s as %s', (name, type) => {
    expect(mimeTypeFor(name)).toBe(type);
  });

  it('covers every extension some kind accepts', () => {
    expect([...KNOWN_EXTENSIONS].sort()).toEqual([
      'csv',
      'doc',
      'docx',
      'epub',
      'gif',
      'jpeg',
      'jpg',
      'pdf',
      'png',
      'ppt',
      'pptx',
      'txt',
      'xls',
      'xlsx',
    ]);
  });

  it('ignores the case of the extension', () => {
    expect(mimeTypeFor('SCAN.PDF')).toBe('application/pdf');
    expect(mimeTypeFor('Photo.JpEg')).toBe('image/jpeg');
  });

  it.each([
    '<script>alert(1)</script>.html',
    'page.htm',
    'page.xhtml',
    'logo.svg',
    'feed.xml',
    'data.xsl',
    'archive.tar.gz',
    'no-extension',
    'trailing-dot.',
    'notes.pdf.html',
    'constructor',
    'x.constructor',
    'x.__proto__',
    'x.toString',
  ])('refuses to type %s as anything but a download', (name) => {
    expect(mimeTypeFor(name)).toBe(FALLBACK_MIME_TYPE);
  });

  it('never yields a type that runs script on the app origin', () => {
    const names = [
      ...KNOWN_EXTENSIONS.map((extension) => `f.${extension}`),
      'a.html',
      'a.svg',
      'a.xml',
    ];
    for (const type of names.map(mimeTypeFor)) {
      expect(type).not.toMatch(/html|svg|(^|\/|\+)xml$|^text\/xml|^application\/xml/);
    }
  });
});

describe('extensionOf', () => {
  it('takes what follows the last dot, lower case', () => {
    expect(extensionOf('a.b.PDF')).toBe('pdf');
    expect(extensionOf('my notes (final).docx')).toBe('docx');
    expect(extensionOf('none')).toBe('');
    expect(extensionOf('.pdf')).toBe('pdf');
  });
});
