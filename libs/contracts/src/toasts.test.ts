import { CONFIRM_DELETE, entityToast, ENTITY_LABELS } from './toasts';

describe('toast texts', () => {
  it('builds the X added/updated/deleted forms of SPEC.md section 8', () => {
    expect(entityToast.added(ENTITY_LABELS.book)).toBe('Book added successfully!');
    expect(entityToast.updated(ENTITY_LABELS.research)).toBe('Research paper updated successfully!');
    expect(entityToast.deleted(ENTITY_LABELS.trainee)).toBe('Trainee record deleted successfully!');
  });

  it('asks the same question for every kind of delete', () => {
    for (const text of Object.values(CONFIRM_DELETE)) {
      expect(text).toMatch(/^Are you sure you want to delete this [a-z ]+\?$/);
    }
  });
});
