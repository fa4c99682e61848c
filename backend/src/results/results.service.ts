/** Exam results: newest first, filters by course and year; a replaced or deleted file is removed. */
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import type { AdminPrincipal } from '../auth/admin-principal';
import { ApiError } from '../common/api-error';
import type { PageResult } from '../common/page-result';
import { containsPattern, paginate } from '../common/pagination';
import { createWithFile, fileColumns, removeFiles, updateWithFile, type PendingFile } from '../common/upload/file-with-record';
import type { UploadedFile } from '../common/upload/upload-check';
import { FILE_STORAGE, type FileStorage } from '../files/file-storage';
import type { ExamResultDto } from './exam-result.dto';
import { ExamResultEntity } from './exam-result.entity';
import type { ResultsListQueryDto } from './results-list-query.dto';

@Injectable()
export class ResultsService {
  constructor(
    @InjectRepository(ExamResultEntity) private readonly results: Repository<ExamResultEntity>,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly activity: ActivityService,
  ) {}

  list(query: ResultsListQueryDto): Promise<PageResult<ExamResultEntity>> {
    const qb = this.results.createQueryBuilder('r');
    if (query.course) qb.andWhere('r.course = :course', { course: query.course });
    if (query.year) qb.andWhere('r.year = :year', { year: query.year });
    if (query.q)
      qb.andWhere("(r.course LIKE :q ESCAPE '!' OR r.semester LIKE :q ESCAPE '!')", { q: containsPattern(query.q) });
    qb.orderBy('r.publishDate', 'DESC').addOrderBy('r.createdAt', 'DESC').addOrderBy('r.id', 'ASC');
    return paginate(qb, query);
  }

  /** The years present in data, newest first (the public year filter offers these). */
  async years(): Promise<number[]> {
    const rows = await this.results
      .createQueryBuilder('r')
      .select('DISTINCT r.year', 'year')
      .orderBy('year', 'DESC')
      .getRawMany<{ year: number | string }>();
    return rows.map((r) => Number(r.year));
  }

  async get(id: string): Promise<ExamResultEntity> {
    const result = await this.results.findOne({ where: { id } });
    if (!result) throw ApiError.notFound();
    return result;
  }

  private label(r: Pick<ExamResultEntity, 'course' | 'semester' | 'year'>): string {
    return `${r.course} ${r.semester} ${r.year}`;
  }

  private pending(file: UploadedFile, fileName: string | null | undefined): PendingFile {
    return { file, name: fileName, kind: 'result' };
  }

  async create(dto: ExamResultDto, file: UploadedFile, admin: AdminPrincipal): Promise<ExamResultEntity> {
    const result = await createWithFile(this.storage, this.pending(file, dto.fileName), (saved) =>
      this.results.save(
        this.results.create({
          course: dto.course,
          semester: dto.semester,
          year: dto.year,
          publishDate: dto.publishDate,
          ...fileColumns(saved),
        }),
      ),
    );
    await this.activity.record('Created', 'result', result.id, this.label(result), admin);
    return this.get(result.id);
  }

  async update(
    id: string,
    dto: ExamResultDto,
    file: UploadedFile | undefined,
    admin: AdminPrincipal,
  ): Promise<ExamResultEntity> {
    const result = await this.get(id);
    const oldFile = result.file;
    Object.assign(result, { course: dto.course, semester: dto.semester, year: dto.year, publishDate: dto.publishDate });
    await updateWithFile(
      this.storage,
      file && this.pending(file, dto.fileName),
      (saved) => this.results.save(saved ? Object.assign(result, fileColumns(saved)) : result),
      [oldFile],
    );
    await this.activity.record('Updated', 'result', result.id, this.label(result), admin);
    return this.get(id);
  }

  async remove(id: string, admin: AdminPrincipal): Promise<void> {
    const result = await this.get(id);
    await this.results.delete({ id });
    await removeFiles(this.storage, [result.file]);
    await this.activity.record('Deleted', 'result', id, this.label(result), admin);
  }
}
