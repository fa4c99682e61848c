import type { ComponentType } from 'react';
import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import type { PublicItem } from '../../api/content-api';
import { ProgrammeCard } from '../admissions/programme-card';
import { ArchiveCard } from '../events-archive/archive-card';
import { GalleryCard } from '../gallery/gallery-card';
import { NoticeCard } from '../notices/notice-card';
import { ResultCard } from '../results/result-card';
import { StaffCard } from '../staff/staff-card';
import { MaterialCard } from '../study-material/material-card';
import { TenderCard } from '../tenders/tender-card';
import { TrainingCard } from '../trainings/training-card';

/** A list item's card, for the types whose cards show more than the machinery's (ARCHITECTURE 12.1: at most a card). */
export type ListCard = ComponentType<{
  definition: ContentTypeDefinition;
  item: PublicItem;
  /** In the list's dialog (`listPage.dialog`): the whole item, its heading with this id naming the dialog. */
  dialogTitleId?: string;
}>;

/** The types' own cards, by path; the others get the machinery's. */
export const LIST_CARDS: Partial<Record<string, ListCard>> = {
  trainings: TrainingCard,
  admissions: ProgrammeCard,
  results: ResultCard,
  'study-material': MaterialCard,
  notices: NoticeCard,
  tenders: TenderCard,
  staff: StaffCard,
  gallery: GalleryCard,
  events: ArchiveCard,
};
