import type { ComponentType } from 'react';
import type { PublicItem } from '../../api/content-api';
import { TrainingEnrolment } from '../trainings/training-enrolment';

/** What a type's item page adds under the item, by path: a programme's enrolment. */
export const ITEM_EXTRAS: Partial<Record<string, ComponentType<{ item: PublicItem }>>> = {
  trainings: TrainingEnrolment,
};
