import { Fragment } from 'react';
import { Link } from '@/lib/router';
import { isSafeHref, type Block, type Inlines } from '@/lib/rich-text';

/**
 * The owner's Markdown (as the build hands it over, src/lib/rich-text.ts) drawn with React: every
 * character is text, so nothing written in a description or article can become markup or script.
 * Links go only to checked addresses; paths on this site are app links.
 */
export function RichText({ blocks, tipClassName = 'rich-text__tip' }: { blocks: readonly Block[]; tipClassName?: string }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} tipClassName={tipClassName} />
      ))}
    </>
  );
}

function BlockView({ block, tipClassName }: { block: Block; tipClassName: string }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <Runs runs={block.text} />
        </p>
      );
    case 'heading':
      return (
        <h2>
          <Runs runs={block.text} />
        </h2>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index}>
          <Runs runs={item} />
        </li>
      ));
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'tip':
      return (
        <aside className={tipClassName} aria-label="Tip">
          <strong>Tip: </strong>
          <Runs runs={block.text} />
        </aside>
      );
  }
}

function Runs({ runs }: { runs: Inlines }) {
  return (
    <>
      {runs.map((run, index) => {
        if (typeof run === 'string') return <Fragment key={index}>{run}</Fragment>;
        if ('strong' in run)
          return (
            <strong key={index}>
              <Runs runs={run.strong} />
            </strong>
          );
        if ('em' in run)
          return (
            <em key={index}>
              <Runs runs={run.em} />
            </em>
          );
        if ('code' in run) return <code key={index}>{run.code}</code>;
        if (!isSafeHref(run.link)) return <Runs key={index} runs={run.text} />;
        return run.link.startsWith('/') ? (
          <Link key={index} to={run.link}>
            <Runs runs={run.text} />
          </Link>
        ) : (
          <a key={index} href={run.link} rel="noopener noreferrer">
            <Runs runs={run.text} />
          </a>
        );
      })}
    </>
  );
}
