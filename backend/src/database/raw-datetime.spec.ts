import { rawDateTime } from './raw-datetime';

describe('rawDateTime', () => {
  it("reads SQLite's text as UTC, whatever the server's zone", () => {
    expect(rawDateTime('2026-01-15 20:00:00.000')?.toISOString()).toBe('2026-01-15T20:00:00.000Z');
    expect(rawDateTime('2026-01-15 20:00:00')?.toISOString()).toBe('2026-01-15T20:00:00.000Z');
  });

  it('keeps a Date (MariaDB) and a text with its zone as they are', () => {
    const moment = new Date('2026-01-15T20:00:00.000Z');
    expect(rawDateTime(moment)).toBe(moment);
    expect(rawDateTime('2026-01-15T20:00:00.000Z')?.toISOString()).toBe(moment.toISOString());
    expect(rawDateTime('2026-01-16T01:30:00.000+05:30')?.toISOString()).toBe(moment.toISOString());
  });

  it('is null for no value (MAX() of no rows)', () => {
    expect(rawDateTime(null)).toBeNull();
    expect(rawDateTime(undefined)).toBeNull();
  });
});
