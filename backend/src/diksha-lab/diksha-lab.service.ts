import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { PublicTrainee } from '@diet/contracts/entities';
import { PageResult } from '../common/page-result';
import { containsPattern, paginate, type ListQueryDto } from '../common/pagination';
import type { CourseListQueryDto } from './course-list-query.dto';
import { DikshaCourseEntity } from './diksha-course.entity';
import { TraineeRecordEntity } from './trainee-record.entity';

@Injectable()
export class DikshaLabService {
  constructor(
    @InjectRepository(DikshaCourseEntity) private readonly courses: Repository<DikshaCourseEntity>,
    @InjectRepository(TraineeRecordEntity) private readonly trainees: Repository<TraineeRecordEntity>,
  ) {}

  listCourses(query: CourseListQueryDto): Promise<PageResult<DikshaCourseEntity>> {
    const qb = this.courses.createQueryBuilder('c');
    if (query.status) qb.andWhere('c.status = :status', { status: query.status });
    if (query.q) qb.andWhere("c.title LIKE :q ESCAPE '!'", { q: containsPattern(query.q) });
    // Active courses first, then by title.
    qb.orderBy('c.status', 'ASC').addOrderBy('c.title', 'ASC');
    return paginate(qb, query);
  }

  /** Public trainee list: no employee ID or any other identifier (ARCHITECTURE.md 9, privacy). */
  async listPublicTrainees(query: ListQueryDto): Promise<PageResult<PublicTrainee>> {
    const qb = this.trainees.createQueryBuilder('t');
    if (query.q) qb.andWhere("t.teacherName LIKE :q ESCAPE '!'", { q: containsPattern(query.q) });
    qb.orderBy('t.teacherName', 'ASC');
    const page = await paginate(qb, query);
    const items = page.items.map(({ id, teacherName, totalHours, completedCourses, progress, certificates }) => ({
      id,
      teacherName,
      totalHours,
      completedCourses,
      progress,
      certificates,
    }));
    return new PageResult(items, page.meta);
  }
}
