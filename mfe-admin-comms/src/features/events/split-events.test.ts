import { splitEvents } from './split-events';

const event = (id: string, date: string) => ({
  id,
  title: id,
  date,
  description: '',
  link: null,
  excerpt: null,
  location: null,
  category: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
});

describe('splitEvents', () => {
  it('counts an event dated today as upcoming and orders both lists', () => {
    const { upcoming, past } = splitEvents(
      [event('old', '2024-01-01'), event('today', '2025-06-10'), event('later', '2025-12-01'), event('older', '2023-05-05'), event('soon', '2025-06-11')],
      '2025-06-10',
    );
    expect(upcoming.map((e) => e.id)).toEqual(['today', 'soon', 'later']);
    expect(past.map((e) => e.id)).toEqual(['old', 'older']);
  });
});
