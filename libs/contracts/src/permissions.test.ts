import { ROLES } from './accounts';
import { can, PERMISSION_NAMES } from './permissions';

describe('the permission table (ARCHITECTURE.md section 11.3)', () => {
  it('gives administrators everything', () => {
    expect(PERMISSION_NAMES.filter((p) => !can('administrator', p))).toEqual([]);
  });

  it('keeps accounts, the audit log, the trash purge and the scheduled jobs for administrators', () => {
    for (const permission of ['accounts', 'audit', 'trashPurge', 'jobs'] as const) {
      expect(ROLES.filter((role) => can(role, permission))).toEqual(['administrator']);
    }
  });

  it('lets editors handle all content, publishing, messages and the newsletter', () => {
    for (const permission of [
      'contentRead',
      'contentWrite',
      'contentPublish',
      'contentDelete',
      'messages',
      'newsletter',
      'trashRestore',
    ] as const) {
      expect(can('editor', permission)).toBe(true);
    }
  });

  it('lets contributors write and submit drafts, and nothing that publishes, deletes, sends or reads messages', () => {
    for (const permission of ['dashboard', 'ownAccount', 'contentRead', 'contentWrite', 'contentSubmit'] as const)
      expect(can('contributor', permission)).toBe(true);
    for (const permission of [
      'contentPublish',
      'contentDelete',
      'messages',
      'newsletter',
      'accounts',
      'siteContent',
      'revisionsRestore',
      'personalData',
    ] as const) {
      expect(can('contributor', permission)).toBe(false);
    }
  });

  it('gives nobody anything without a known role', () => {
    for (const role of [null, undefined, 'owner' as never])
      expect(PERMISSION_NAMES.filter((p) => can(role, p))).toEqual([]);
  });
});
