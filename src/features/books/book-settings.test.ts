import { booksSettings } from './book-settings';
import { recordId } from '../library/kinds/record-id';

const MB = 1024 * 1024;

describe('books settings', () => {
  it('keeps books per subject, a large file as one record', () => {
    const scope = { subject: 'iot' };
    expect(booksSettings.layout(scope)).toEqual({
      listKey: 'refbooks_iot',
      largeThreshold: 5 * MB,
      largeFormat: 'single',
    });
    expect(booksSettings.extensions).toEqual([
      '.pdf',
      '.jpeg',
      '.jpg',
      '.png',
      '.epub',
      '.doc',
      '.docx',
    ]);
    expect(recordId(...booksSettings.idPrefix(scope))).toMatch(/^refbooks_iot_\d+_[a-z0-9]{9}$/);
    expect(booksSettings.routes.upload(scope)).toBe('/upload-reference-books/iot');
    expect(booksSettings.routes.view(scope)).toBe('/view-reference-books/iot');
    expect(booksSettings.upload).toMatchObject({
      buttonLabel: 'Upload Books',
      viewLinkLabel: 'View Uploaded Books',
    });
    expect(booksSettings.list).toMatchObject({
      emptyTitle: 'No Reference Books Found',
      emptyActionLabel: 'Upload First Book',
    });
    expect(booksSettings.messages.unsupported('a.mp3')).toBe(
      'File a.mp3 is not a supported format. Please upload PDF, image, EPUB, or Word document files.',
    );
    expect(booksSettings.messages.success?.(1)).toBe('Successfully uploaded 1 reference book(s)!');
    expect(booksSettings.messages.confirmDelete).toBe(
      'Are you sure you want to delete this reference book?',
    );
  });
});
