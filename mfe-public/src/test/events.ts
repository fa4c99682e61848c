/** An event as GET /api/events answers it: no time, link, excerpt, location or category unless `extra` gives them. */
export const testEvent = (id: string, title: string, date: string, extra: object = {}) => ({
  id,
  title,
  date,
  startTime: null,
  description: `${title} description`,
  link: null,
  excerpt: null,
  location: null,
  category: null,
  ...extra,
});
