import type { CSSProperties } from 'react';
import type { SlideDrawing, SlideShape } from '../../../shared/documents/document-model';
import { Picture, Runs } from './document-blocks';

const percent = (share: number) => `${(share * 100).toFixed(3)}%`;

const CELL: CSSProperties = {
  border: '1px solid var(--color-slide-line)',
  padding: '0.25em 0.5em',
};

const JUSTIFY = { top: 'flex-start', middle: 'center', bottom: 'flex-end' } as const;

function placed({ box }: SlideShape): CSSProperties {
  return {
    left: percent(box.x),
    top: percent(box.y),
    width: percent(box.width),
    height: percent(box.height),
  };
}

/** One shape where the deck puts it; text at its size as a share of the slide's width. */
function Shape({ shape, pictures }: { shape: SlideShape; pictures: readonly (Blob | null)[] }) {
  switch (shape.type) {
    case 'text': {
      // A title is the slide's heading, under the slide's own (h3): found by heading, as in the outline.
      const Line = shape.title ? 'h4' : 'p';
      return (
        <div
          className="absolute flex flex-col overflow-hidden"
          style={{ ...placed(shape), justifyContent: JUSTIFY[shape.anchor] }}
        >
          {shape.paragraphs.map((paragraph, index) => (
            <Line
              key={index}
              className="leading-tight break-words whitespace-pre-wrap"
              style={{
                // Container query units: the slide's width is the container's.
                fontSize: `${(paragraph.size * 100).toFixed(3)}cqw`,
                textAlign: paragraph.align,
                paddingInlineStart: `${paragraph.depth * 4}cqw`,
                marginBlockStart: index === 0 ? 0 : '0.3em',
              }}
            >
              {paragraph.bullet && <span aria-hidden="true">{paragraph.bullet} </span>}
              <Runs runs={paragraph.runs} />
            </Line>
          ))}
        </div>
      );
    }
    case 'picture': {
      const picture = pictures[shape.picture];
      return (
        <div className="absolute" style={placed(shape)}>
          {picture && (
            <Picture picture={picture} alt={shape.alt} className="h-full w-full object-contain" />
          )}
        </div>
      );
    }
    case 'table':
      return (
        <div className="absolute overflow-hidden" style={placed(shape)}>
          <table className="h-full w-full border-collapse" style={{ fontSize: '1.6cqw' }}>
            <tbody>
              {shape.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => (
                    <td key={c} style={CELL}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/**
 * A slide drawn as the deck lays it out, on a white page of the deck's shape: its text boxes,
 * pictures and tables where they sit, scaled to the width it is shown at.
 */
export function SlideView({
  slide,
  pictures,
}: {
  slide: SlideDrawing;
  pictures: readonly (Blob | null)[];
}) {
  return (
    <div
      className="relative w-full overflow-hidden rounded-control border border-line bg-slide text-slide-ink shadow-sm"
      style={{ aspectRatio: `1 / ${slide.ratio}`, containerType: 'inline-size' }}
    >
      {slide.shapes.map((shape, index) => (
        <Shape key={index} shape={shape} pictures={pictures} />
      ))}
    </div>
  );
}
