import nav from './nav';

it('offers Newsletter, the content types (notices, tenders with their documents and corrigenda, events, RTI), Messages, Accounts and My account in the admin menu', () => {
  expect(nav.map((item) => [item.label, item.path])).toEqual([
    ['Newsletter', 'newsletter'],
    ['Notices', 'notices'],
    ['Tenders', 'tenders'],
    ['Tender Documents', 'tender-documents'],
    ['Corrigenda', 'tender-corrigenda'],
    ['Events', 'events'],
    ['RTI Disclosures', 'rti'],
    ['RTI Officers', 'rti-officers'],
    ['Messages', 'messages'],
    ['Accounts', 'accounts'],
    ['My account', 'my-account'],
  ]);
});
