import { uploadBooksScreen, viewBooksScreen } from './book-screens';

describe('reference book screens', () => {
  it('need a known subject and title it in upper case with spaces', () => {
    expect(uploadBooksScreen.scopeFrom?.({ subject: 'deep-learning-with-img-proc' })).toEqual({
      subject: 'deep-learning-with-img-proc',
    });
    expect(viewBooksScreen.scopeFrom?.({ subject: 'deep learning' })).toBeNull();
    expect(uploadBooksScreen.title({ subject: 'deep-learning-with-img-proc' })).toBe(
      'DEEP LEARNING WITH IMG PROC',
    );
    expect(viewBooksScreen.title({ subject: 'iot' })).toBe('IOT Reference Books');
    expect(uploadBooksScreen.trail({ subject: 'iot' })).toEqual([
      { label: 'Books', to: '/reference-books' },
      { label: 'Semester 1' },
      { label: 'IOT', to: '/view-reference-books/iot' },
      { label: 'Upload' },
    ]);
  });
});
