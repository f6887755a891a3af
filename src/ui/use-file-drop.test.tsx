import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFileDrop } from './use-file-drop';

function Zone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const { isDragActive, dropProps } = useFileDrop(onFiles, disabled);
  return (
    <div data-testid="zone" {...dropProps}>
      <p>{isDragActive ? 'Drop the files here' : 'Drag files here'}</p>
    </div>
  );
}

const carrying = (files: File[], types = ['Files']) => ({ dataTransfer: { files, types } });

describe('a file drop zone', () => {
  it('shows a drag over it, across its children, and hands over what is dropped', () => {
    const onFiles = vi.fn();
    render(<Zone onFiles={onFiles} />);
    const zone = screen.getByTestId('zone');
    const file = new File(['x'], 'notes.txt');
    fireEvent.dragEnter(zone, carrying([file]));
    fireEvent.dragEnter(screen.getByText('Drop the files here'), carrying([file]));
    fireEvent.dragLeave(zone, carrying([file]));
    expect(screen.getByText('Drop the files here')).toBeInTheDocument();
    fireEvent.drop(zone, carrying([file]));
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(screen.getByText('Drag files here')).toBeInTheDocument();
  });

  it('ignores dragged text, and files while disabled', () => {
    const onFiles = vi.fn();
    const { rerender } = render(<Zone onFiles={onFiles} />);
    fireEvent.dragEnter(screen.getByTestId('zone'), carrying([], ['text/plain']));
    expect(screen.getByText('Drag files here')).toBeInTheDocument();
    rerender(<Zone onFiles={onFiles} disabled />);
    fireEvent.drop(screen.getByTestId('zone'), carrying([new File(['x'], 'a.txt')]));
    expect(onFiles).not.toHaveBeenCalled();
  });
});
