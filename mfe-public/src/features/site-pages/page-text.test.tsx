import { render, screen } from '@testing-library/react';
import { excerptAround } from '@diet/contracts/search';
import { PageText } from './page-text';

describe('site page text', () => {
  it('shows headings, lists and paragraphs, and markup as plain text', () => {
    render(
      <PageText
        text={'Intro line.\n\n## Privacy policy\n- Contact form: kept 12 months\n- Newsletter\nA <b>bold</b> claim.'}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Contact form: kept 12 months',
      'Newsletter',
    ]);
    expect(screen.getByText('A <b>bold</b> claim.')).toBeInTheDocument();
    expect(screen.getByText('Intro line.')).toBeInTheDocument();
  });

  it('cuts a search excerpt around the words found', () => {
    const text = `${'word '.repeat(60)}\n## The screen reader section\n${'more '.repeat(60)}`;
    const excerpt = excerptAround(text, 'screen reader');
    expect(excerpt).toContain('screen reader');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt).not.toContain('##');
    expect(excerpt.length).toBeLessThanOrEqual(162);
  });
});
