/** The Diksha Lab's figures, counted from its two content types' tables. */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DikshaSummary } from '@diet/contracts/api';
import { dikshaCourses } from '@diet/contracts/content-types/diksha-courses';
import { completionRate, traineeRecords } from '@diet/contracts/content-types/trainee-records';
import { ACTIVE_COURSE_STATUS } from '@diet/contracts/enums';
import { DIKSHA_PROGRAMME_HOURS, PROGRESS_MAX } from '@diet/contracts/limits';
import { publicOnly } from '../content/content-publishing';
import { CONTENT_SCHEMAS } from '../content/content-schemas';

@Injectable()
export class DikshaSummaryService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** "Active Courses" is the number of courses (SPEC.md section 2); the completion rate is computed, never made up. */
  async summary(): Promise<DikshaSummary> {
    const courses = this.db.getRepository(CONTENT_SCHEMAS.get(dikshaCourses)!);
    const trainees = this.db.getRepository(CONTENT_SCHEMAS.get(traineeRecords)!);
    // Visitors' figures count only what they may see.
    const now = new Date();
    const [courseCount, activeStatusCount, traineeCount, completed] = await Promise.all([
      publicOnly(courses.createQueryBuilder('c'), now).getCount(),
      publicOnly(courses.createQueryBuilder('c'), now)
        .andWhere('c.status = :status', { status: ACTIVE_COURSE_STATUS })
        .getCount(),
      publicOnly(trainees.createQueryBuilder('c'), now).getCount(),
      publicOnly(trainees.createQueryBuilder('c'), now)
        .andWhere('c.progress = :progress', { progress: PROGRESS_MAX })
        .getCount(),
    ]);
    return {
      activeCourses: courseCount,
      coursesWithActiveStatus: activeStatusCount,
      trainees: traineeCount,
      trainingHours: DIKSHA_PROGRAMME_HOURS,
      completionRate: completionRate(completed, traineeCount),
    };
  }
}
