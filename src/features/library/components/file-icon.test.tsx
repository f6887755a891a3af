import { render } from '@testing-library/react';
import { BookOpen, File, FileText, Image, Presentation, Sheet } from 'lucide-react';
import { colourForFile, FileIcon, iconForFile } from './file-icon';

describe('iconForFile', () => {
  it.each([
    ['notes.pdf', FileText],
    ['essay.DOC', FileText],
    ['essay.docx', FileText],
    ['readme.txt', FileText],
    ['slides.ppt', Presentation],
    ['slides.PPTX', Presentation],
    ['photo.jpg', Image],
    ['photo.jpeg', Image],
    ['diagram.png', Image],
    ['anim.gif', Image],
    ['marks.csv', Sheet],
    ['marks.xls', Sheet],
    ['marks.xlsx', Sheet],
    ['book.epub', BookOpen],
    ['archive.zip', File],
    ['no-extension', File],
    ['.pdf', File],
  ])('%s gets its icon', (name, icon) => {
    expect(iconForFile(name)).toBe(icon);
  });

  it('renders a decorative svg', () => {
    const { container } = render(<FileIcon fileName="a.pdf" className="h-4 w-4" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('h-4', 'w-4');
  });
});

describe('colourForFile', () => {
  it('colours each type apart, and anything else plainly', () => {
    const colours = ['a.pdf', 'a.docx', 'a.pptx', 'a.png', 'a.xlsx', 'a.zip'].map(colourForFile);
    expect(new Set(colours).size).toBe(colours.length);
    expect(colourForFile('A.PDF')).toBe(colourForFile('a.pdf'));
  });
});
