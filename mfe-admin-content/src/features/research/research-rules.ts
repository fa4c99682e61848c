import type { ResearchPaper } from '@diet/contracts/entities';
import { RESEARCH_DESCRIPTION_PREVIEW } from '@diet/contracts/limits';

/** SPEC.md section 4: admin-published papers in the admin section, all others in the user section. */
export function splitResearch(papers: ResearchPaper[]) {
  return { admin: papers.filter((p) => p.isAdminPublished), user: papers.filter((p) => !p.isAdminPublished) };
}

/** Approve on unapproved user papers, Disapprove on approved ones, nothing on admin-published. */
export function approvalAction(paper: ResearchPaper): 'approve' | 'disapprove' | null {
  if (paper.isAdminPublished) return null;
  return paper.isApproved ? 'disapprove' : 'approve';
}

/** Badge colours of the admin screen: green Completed, yellow Ongoing, blue otherwise. */
export function statusColor(status: string): string {
  if (status === 'Completed') return 'green';
  if (status === 'Ongoing') return 'gold';
  return 'blue';
}

/** The description cut at 20 characters; `cut` says whether 'Read More' is worth offering. */
export function previewOf(description: string): { text: string; cut: boolean } {
  const cut = description.length > RESEARCH_DESCRIPTION_PREVIEW;
  return { text: cut ? `${description.slice(0, RESEARCH_DESCRIPTION_PREVIEW)}...` : description, cut };
}
