import type { ResearchPaper } from '@diet/contracts/entities';
import { approvalAction, previewOf, splitResearch, statusColor } from './research-rules';

const paper = (over: Partial<ResearchPaper>) =>
  ({
    id: 'x',
    title: 't',
    author: 'a',
    year: 2020,
    description: 'd',
    status: 'Ongoing',
    isApproved: false,
    isAdminPublished: false,
    createdAt: '',
    updatedAt: '',
    ...over,
  }) as ResearchPaper;

it('splits admin-published papers from user-submitted ones', () => {
  const { admin, user } = splitResearch([
    paper({ id: 'a', isAdminPublished: true }),
    paper({ id: 'u', isApproved: true }),
  ]);
  expect(admin.map((p) => p.id)).toEqual(['a']);
  expect(user.map((p) => p.id)).toEqual(['u']);
});

it('offers Approve, Disapprove or nothing by the rules of SPEC.md section 4', () => {
  expect(approvalAction(paper({}))).toBe('approve');
  expect(approvalAction(paper({ isApproved: true }))).toBe('disapprove');
  expect(approvalAction(paper({ isAdminPublished: true }))).toBeNull();
  expect(approvalAction(paper({ isAdminPublished: true, isApproved: true }))).toBeNull();
});

it('colours Completed green, Ongoing yellow and anything else blue', () => {
  expect([statusColor('Completed'), statusColor('Ongoing'), statusColor('Published')]).toEqual([
    'green',
    'gold',
    'blue',
  ]);
});

it('cuts descriptions at 20 characters and only then offers Read More', () => {
  expect(previewOf('12345678901234567890')).toEqual({ text: '12345678901234567890', cut: false });
  expect(previewOf('123456789012345678901')).toEqual({ text: '12345678901234567890...', cut: true });
});
