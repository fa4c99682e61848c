import { CONTENT_TYPES } from './content-types/index';
import { dashboardKey } from './content-type';
import { dashboardCards, dashboardQuickActions, SUBSCRIBER_CARD } from './dashboard';

describe('the dashboard from the definitions', () => {
  it("puts SPEC.md's eight cards first, in its order, then the other types that ask for one", () => {
    const cards = dashboardCards(CONTENT_TYPES);
    expect(cards.slice(0, 8).map((c) => c.key)).toEqual([
      'staff',
      'gallery',
      'research',
      'library',
      'results',
      'studyMaterial',
      'trainee',
      'subscriber',
    ]);
    expect(cards.map((c) => c.key)).toEqual(expect.arrayContaining(['notices', 'tenders', 'downloads', 'trainings']));
    expect(new Set(cards.map((c) => c.order)).size).toBe(cards.length);
  });

  it('keys every card by a figure the API counts', () => {
    const counted = new Set([SUBSCRIBER_CARD.key, ...CONTENT_TYPES.map(dashboardKey)]);
    for (const card of dashboardCards(CONTENT_TYPES)) expect(counted).toContain(card.key);
  });

  it('links the quick actions to their screens', () => {
    expect(dashboardQuickActions(CONTENT_TYPES)).toEqual([
      { to: '/admin/staff', label: 'Manage Staff' },
      { to: '/admin/gallery', label: 'Manage Gallery' },
      { to: '/admin/research', label: 'Manage Research' },
      { to: '/admin/library', label: 'Manage Library' },
      { to: '/admin/results', label: 'Manage Results' },
      { to: '/admin/study-material', label: 'Manage Study Material' },
    ]);
  });
});
