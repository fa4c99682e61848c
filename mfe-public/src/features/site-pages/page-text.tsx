import type { ReactNode } from 'react';

/**
 * The office's text of a site page as headings, lists and paragraphs: '## ' starts a heading,
 * '- ' a list item, every other line is a paragraph. Rendered as elements, never as HTML, so
 * whatever the text holds is shown as text.
 */
export function PageText({ text, className }: { text: string; className?: string }) {
  const blocks: ReactNode[] = [];
  let items: string[] = [];
  const endList = () => {
    if (items.length === 0) return;
    blocks.push(
      <ul key={`list-${blocks.length}`}>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>,
    );
    items = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('- ')) {
      items.push(line.slice(2).trim());
      continue;
    }
    endList();
    if (line.startsWith('## ')) blocks.push(<h2 key={blocks.length}>{line.slice(3).trim()}</h2>);
    else if (line) blocks.push(<p key={blocks.length}>{line}</p>);
  }
  endList();
  return <div className={className}>{blocks}</div>;
}
