import { createContext, Fragment, memo, useContext, useMemo, type ReactNode } from 'react';
import { wordRanges } from '../../../shared/fold-text';
import type { Block, InnerLink, Run } from '../../../shared/documents/document-model';
import { DocumentTable } from './document-table';

type ListItem = Extract<Block, { type: 'item' }>;
type Group = Exclude<Block, ListItem> | { type: 'list'; items: ListItem[] };

/**
 * Consecutive list items as one list, so a screen reader announces it as a list; each group with
 * the index of its first block, which a link to an anchor in it scrolls to.
 */
function grouped(blocks: readonly Block[]): { group: Group; start: number }[] {
  const groups: { group: Group; start: number }[] = [];
  for (const [start, block] of blocks.entries()) {
    const last = groups.at(-1)?.group;
    if (block.type !== 'item') groups.push({ group: block, start });
    else if (last?.type === 'list') last.items.push(block);
    else groups.push({ group: { type: 'list', items: [block] }, start });
  }
  return groups;
}

/** Each item's marker: a number counted at its depth (restarting under a new parent), or a bullet. */
function markers(items: readonly ListItem[]): string[] {
  const counts: number[] = [];
  return items.map(({ depth, ordered }) => {
    counts.length = depth + 1;
    counts[depth] = (counts[depth] ?? 0) + 1;
    return ordered ? `${counts[depth]}.` : '•';
  });
}

/** The words a search found in the file, marked wherever they are drawn. */
export const FoundWordsContext = createContext<readonly string[]>([]);

/** Follows a link to elsewhere in the file; none where the viewer cannot (links stay text). */
export const FollowLinkContext = createContext<((link: InnerLink) => void) | null>(null);

/** A run's text with the found words in <mark>. */
function marked(text: string, words: readonly string[]): ReactNode {
  if (words.length === 0) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [from, to] of wordRanges(text, words)) {
    if (from < at) continue;
    parts.push(text.slice(at, from), <mark key={from}>{text.slice(from, to)}</mark>);
    at = to;
  }
  parts.push(text.slice(at));
  return parts;
}

export function Runs({ runs }: { runs: readonly Run[] }) {
  const words = useContext(FoundWordsContext);
  const follow = useContext(FollowLinkContext);
  return runs.map((run, index) => {
    const content = marked(run.text, words);
    const code = run.code ? <code className="font-mono text-sm">{content}</code> : content;
    const text = run.italic ? <em>{code}</em> : code;
    const styled = run.bold ? <strong>{text}</strong> : text;
    const { link } = run;
    return (
      <Fragment key={index}>
        {link && follow ? (
          <a
            // Followed here, never by the browser: the address is only what the link is named by.
            href={`#${link.anchor ?? ''}`}
            onClick={(event) => {
              event.preventDefault();
              follow(link);
            }}
            className="text-primary-ink underline underline-offset-2"
          >
            {styled}
          </a>
        ) : (
          styled
        )}
      </Fragment>
    );
  });
}

/** Where a picture shows once its bytes are read: the text around it does not move then. */
function PicturePlace() {
  return (
    <p className="my-3 flex h-40 max-w-md items-center justify-center rounded-control bg-sunken text-sm text-ink-muted">
      Loading picture…
    </p>
  );
}

/** A picture from inside the file; its URL is let go once drawn, as it would hold the bytes. */
export function Picture({
  picture,
  alt,
  className = 'my-3 h-auto max-h-160 max-w-full rounded-control',
}: {
  picture: Blob;
  alt: string;
  className?: string;
}) {
  const url = useMemo(() => URL.createObjectURL(picture), [picture]);
  const release = () => URL.revokeObjectURL(url);
  return (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      onLoad={release}
      onError={release}
      className={className}
    />
  );
}

const HEADING_CLASS = [
  'text-xl font-semibold',
  'text-lg font-semibold',
  'text-base font-semibold',
  'text-base font-medium',
];

/**
 * A document's blocks as the page's own elements: the first `count` whole, then the first `rows`
 * rows of the table after them (drawn in steps). Headings start at `firstHeading` (h3 under the
 * viewer's title, h4 under a slide's or chapter's own heading).
 */
export const DocumentBlocks = memo(function DocumentBlocks({
  blocks,
  count = blocks.length,
  rows = 0,
  pictures,
  firstHeading,
}: {
  blocks: readonly Block[];
  count?: number;
  rows?: number;
  /** Read after the blocks: a picture not read yet holds its place. */
  pictures: readonly (Blob | null)[];
  firstHeading: 3 | 4;
}) {
  // A table drawn in part is the last group, keyed as it will be once whole: its rows stay.
  const partial = rows > 0 && blocks[count]?.type === 'table';
  const groups = grouped(blocks.slice(0, partial ? count + 1 : count));
  return groups.map(({ group, start }, index) => {
    switch (group.type) {
      case 'heading': {
        const Tag = `h${Math.min(6, firstHeading + group.level - 1)}` as 'h3';
        return (
          <Tag
            key={index}
            data-block={start}
            className={`mt-4 mb-2 text-ink ${HEADING_CLASS[group.level - 1]}`}
          >
            <Runs runs={group.runs} />
          </Tag>
        );
      }
      case 'paragraph':
        return group.code ? (
          <pre
            key={index}
            data-block={start}
            className="my-2 overflow-x-auto rounded-control bg-sunken p-3 font-mono text-sm whitespace-pre-wrap text-ink"
          >
            <Runs runs={group.runs} />
          </pre>
        ) : (
          <p key={index} data-block={start} className="my-2 whitespace-pre-wrap">
            <Runs runs={group.runs} />
          </p>
        );
      case 'list': {
        const marks = markers(group.items);
        return (
          <ul key={index} data-block={start} className="my-2 list-none">
            {group.items.map((item, at) => (
              <li
                key={at}
                className="flex gap-2 whitespace-pre-wrap"
                style={{ paddingInlineStart: `${item.depth * 1.25}rem` }}
              >
                <span aria-hidden="true" className="shrink-0 text-ink-muted">
                  {marks[at]}
                </span>
                <span>
                  <Runs runs={item.runs} />
                </span>
              </li>
            ))}
          </ul>
        );
      }
      case 'table':
        return (
          <div key={index} data-block={start}>
            <DocumentTable
              rows={group.rows}
              shown={partial && index === groups.length - 1 ? rows : group.rows.length}
            />
          </div>
        );
      case 'picture': {
        const picture = pictures[group.picture];
        return (
          <div key={index} data-block={start}>
            {picture === undefined ? (
              <PicturePlace />
            ) : (
              picture && <Picture picture={picture} alt={group.alt} />
            )}
          </div>
        );
      }
    }
  });
});
