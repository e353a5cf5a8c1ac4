import type { ContentBlock } from '@dukkan/core';
import { BlockImage, BlockList, BlockQuote, Body, ExternalLink, PlainLinkText } from './BlogBlocks.styles.ts';

export interface BlogBlocksProps {
  /** Parsed blocks (core `parseBlocks`): every value is text, every URL already checked. */
  blocks: readonly ContentBlock[];
}

/**
 * A post's body. Blocks are data, never HTML: every text goes in as a React text node, so tags
 * in a post show literally and nothing in it can run (docs/decisions/0036).
 */
export function BlogBlocks({ blocks }: BlogBlocksProps) {
  return (
    <Body>
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </Body>
  );
}

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'heading':
      return <h2>{block.text}</h2>;
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'quote':
      return (
        <BlockQuote>
          <p>{block.text}</p>
          {block.cite ? <footer>{block.cite}</footer> : null}
        </BlockQuote>
      );
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{item}</li>);
      return <BlockList as={block.ordered ? 'ol' : 'ul'}>{items}</BlockList>;
    }
    case 'image':
      return <BlockImage src={block.url} alt={block.alt} width={block.width} height={block.height} loading="lazy" decoding="async" />;
    case 'link':
      // An unsafe target was emptied by the parser: the text stays, as plain text.
      return (
        <p>
          {block.url ? (
            <ExternalLink
              href={block.url}
              rel="noopener noreferrer nofollow"
              target={block.url.startsWith('mailto:') ? undefined : '_blank'}
            >
              {block.text}
            </ExternalLink>
          ) : (
            <PlainLinkText>{block.text}</PlainLinkText>
          )}
        </p>
      );
  }
}
