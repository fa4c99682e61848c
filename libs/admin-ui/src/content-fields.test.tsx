import { render } from '@testing-library/react';
import { notices } from '@diet/contracts/content-types/notices';
import { sitePages } from '@diet/contracts/content-types/site-pages';
import { fieldInput } from './content-fields';
// Its ResizeObserver stand-in: antd's text box measures itself.
import './test-render';

// A site page is edited in a box tall enough for a page (issue 39 item 9); a notice's body stays short.
it('gives a long text the lines its field asks for', () => {
  const page = render(<>{fieldInput('body', sitePages.fields.body)}</>);
  expect(page.container.querySelector('textarea')).toHaveAttribute('rows', '24');
  const notice = render(<>{fieldInput('body', notices.fields.body)}</>);
  expect(notice.container.querySelector('textarea')).toHaveAttribute('rows', '4');
});
