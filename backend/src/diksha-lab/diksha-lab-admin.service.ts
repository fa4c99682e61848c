/** Back-office writes of the Diksha Lab: courses, trainee records, summary and CSV export. */
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { DikshaSummary } from '@diet/contracts/api';
import { ACTIVE_COURSE_STATUS } from '@diet/contracts/enums';
import { DIKSHA_PROGRAMME_HOURS, PROGRESS_MAX } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { ActivityService } from '../activity/activity.service';
import type { AdminPrincipal } from '../auth/admin-principal';
import { ApiError } from '../common/api-error';
import { isDuplicateKey } from '../common/db-errors';
import type { PageResult } from '../common/page-result';
import { containsPattern, paginate } from '../common/pagination';
import { toSafeCsv } from '../csv/safe-csv';
import { DikshaCourseEntity } from './diksha-course.entity';
import type { CourseDto } from './dto/course.dto';
import type { TraineeListQueryDto } from './dto/trainee-list-query.dto';
import type { TraineeDto } from './dto/trainee.dto';
import { TraineeRecordEntity } from './trainee-record.entity';

@Injectable()
export class DikshaLabAdminService {
  constructor(
    @InjectRepository(DikshaCourseEntity) private readonly courses: Repository<DikshaCourseEntity>,
    @InjectRepository(TraineeRecordEntity) private readonly trainees: Repository<TraineeRecordEntity>,
    private readonly activity: ActivityService,
  ) {}

  listTrainees(query: TraineeListQueryDto): Promise<PageResult<TraineeRecordEntity>> {
    const qb = this.trainees.createQueryBuilder('t');
    if (query.q) qb.andWhere("(t.teacherName LIKE :q ESCAPE '!' OR t.employeeId LIKE :q ESCAPE '!')", { q: containsPattern(query.q) });
    qb.orderBy('t.teacherName', 'ASC').addOrderBy('t.id', 'ASC');
    return paginate(qb, query);
  }

  /** Cards of the screen: "Active Courses" is the number of courses (SPEC.md section 2). */
  async summary(): Promise<DikshaSummary> {
    const [courseCount, activeStatusCount, traineeCount, completed] = await Promise.all([
      this.courses.count(),
      this.courses.count({ where: { status: ACTIVE_COURSE_STATUS } }),
      this.trainees.count(),
      this.trainees.count({ where: { progress: PROGRESS_MAX } }),
    ]);
    return {
      activeCourses: courseCount,
      coursesWithActiveStatus: activeStatusCount,
      trainees: traineeCount,
      trainingHours: DIKSHA_PROGRAMME_HOURS,
      completionRate: traineeCount === 0 ? 0 : Math.round((completed / traineeCount) * 100),
    };
  }

  async getCourse(id: string): Promise<DikshaCourseEntity> {
    const course = await this.courses.findOne({ where: { id } });
    if (!course) throw ApiError.notFound();
    return course;
  }

  async createCourse(dto: CourseDto, admin: AdminPrincipal): Promise<DikshaCourseEntity> {
    const saved = await this.courses.save(this.courses.create({ ...pickCourse(dto) }));
    await this.activity.record('Created', 'course', saved.id, saved.title, admin);
    return this.getCourse(saved.id);
  }

  async updateCourse(id: string, dto: CourseDto, admin: AdminPrincipal): Promise<DikshaCourseEntity> {
    const course = await this.getCourse(id);
    Object.assign(course, pickCourse(dto));
    await this.courses.save(course);
    await this.activity.record('Updated', 'course', id, course.title, admin);
    return this.getCourse(id);
  }

  async removeCourse(id: string, admin: AdminPrincipal): Promise<void> {
    const course = await this.getCourse(id);
    await this.courses.delete({ id });
    await this.activity.record('Deleted', 'course', id, course.title, admin);
  }

  async getTrainee(id: string): Promise<TraineeRecordEntity> {
    const trainee = await this.trainees.findOne({ where: { id } });
    if (!trainee) throw ApiError.notFound();
    return trainee;
  }

  async createTrainee(dto: TraineeDto, admin: AdminPrincipal): Promise<TraineeRecordEntity> {
    await this.assertEmployeeIdFree(dto.employeeId);
    const saved = await this.saveUnique(this.trainees.create({ ...pickTrainee(dto) }));
    await this.activity.record('Created', 'trainee', saved.id, saved.teacherName, admin);
    return this.getTrainee(saved.id);
  }

  async updateTrainee(id: string, dto: TraineeDto, admin: AdminPrincipal): Promise<TraineeRecordEntity> {
    const trainee = await this.getTrainee(id);
    await this.assertEmployeeIdFree(dto.employeeId, id);
    Object.assign(trainee, pickTrainee(dto));
    await this.saveUnique(trainee);
    await this.activity.record('Updated', 'trainee', id, trainee.teacherName, admin);
    return this.getTrainee(id);
  }

  async removeTrainee(id: string, admin: AdminPrincipal): Promise<void> {
    const trainee = await this.getTrainee(id);
    await this.trainees.delete({ id });
    await this.activity.record('Deleted', 'trainee', id, trainee.teacherName, admin);
  }

  async exportTrainees(): Promise<string> {
    const all = await this.trainees.find({ order: { teacherName: 'ASC', id: 'ASC' } });
    return toSafeCsv(
      ['Teacher Name', 'Employee ID', 'Total Hours', 'Completed Courses', 'Progress (%)', 'Certificates'],
      all.map((t) => [t.teacherName, t.employeeId, t.totalHours, t.completedCourses, t.progress, t.certificates]),
    );
  }

  /** A clear 409 before writing; the unique index still decides when two requests race. */
  private async assertEmployeeIdFree(employeeId: string, exceptId?: string): Promise<void> {
    const other = await this.trainees.findOne({ where: { employeeId } });
    if (other && other.id !== exceptId) throw new ApiError(409, VALIDATION.employeeIdTaken, { employeeId: VALIDATION.employeeIdTaken });
  }

  private async saveUnique(trainee: TraineeRecordEntity): Promise<TraineeRecordEntity> {
    try {
      return await this.trainees.save(trainee);
    } catch (error) {
      if (isDuplicateKey(error)) throw new ApiError(409, VALIDATION.employeeIdTaken, { employeeId: VALIDATION.employeeIdTaken });
      throw error;
    }
  }
}

const pickCourse = (d: CourseDto) => ({ title: d.title, description: d.description, duration: d.duration, status: d.status });
const pickTrainee = (d: TraineeDto) => ({
  teacherName: d.teacherName,
  employeeId: d.employeeId,
  totalHours: d.totalHours,
  completedCourses: d.completedCourses,
  progress: d.progress,
  certificates: d.certificates,
});
