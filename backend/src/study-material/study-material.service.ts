/** Study materials: filters by subject, course and type, newest first; old files are removed. */
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
import type { StudyMaterialListQueryDto } from './study-material-list-query.dto';
import type { StudyMaterialDto } from './study-material.dto';
import { StudyMaterialEntity } from './study-material.entity';

@Injectable()
export class StudyMaterialService {
  constructor(
    @InjectRepository(StudyMaterialEntity) private readonly materials: Repository<StudyMaterialEntity>,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly activity: ActivityService,
  ) {}

  list(query: StudyMaterialListQueryDto): Promise<PageResult<StudyMaterialEntity>> {
    const qb = this.materials.createQueryBuilder('m');
    if (query.subject) qb.andWhere('m.subject = :subject', { subject: query.subject });
    if (query.course) qb.andWhere('m.course = :course', { course: query.course });
    if (query.type) qb.andWhere('m.type = :type', { type: query.type });
    if (query.q)
      qb.andWhere("(m.title LIKE :q ESCAPE '!' OR m.subject LIKE :q ESCAPE '!')", { q: containsPattern(query.q) });
    qb.orderBy('m.uploadDate', 'DESC').addOrderBy('m.createdAt', 'DESC').addOrderBy('m.id', 'ASC');
    return paginate(qb, query);
  }

  async get(id: string): Promise<StudyMaterialEntity> {
    const material = await this.materials.findOne({ where: { id } });
    if (!material) throw ApiError.notFound();
    return material;
  }

  private pending(file: UploadedFile, fileName: string | null | undefined): PendingFile {
    return { file, name: fileName, kind: 'material' };
  }

  async create(dto: StudyMaterialDto, file: UploadedFile, admin: AdminPrincipal): Promise<StudyMaterialEntity> {
    const material = await createWithFile(this.storage, this.pending(file, dto.fileName), (saved) =>
      this.materials.save(
        this.materials.create({
          title: dto.title,
          subject: dto.subject,
          course: dto.course,
          type: dto.type,
          uploadDate: dto.uploadDate,
          ...fileColumns(saved),
        }),
      ),
    );
    await this.activity.record('Created', 'study material', material.id, material.title, admin);
    return this.get(material.id);
  }

  async update(
    id: string,
    dto: StudyMaterialDto,
    file: UploadedFile | undefined,
    admin: AdminPrincipal,
  ): Promise<StudyMaterialEntity> {
    const material = await this.get(id);
    const oldFile = material.file;
    Object.assign(material, {
      title: dto.title,
      subject: dto.subject,
      course: dto.course,
      type: dto.type,
      uploadDate: dto.uploadDate,
    });
    await updateWithFile(
      this.storage,
      file && this.pending(file, dto.fileName),
      (saved) => this.materials.save(saved ? Object.assign(material, fileColumns(saved)) : material),
      [oldFile],
    );
    await this.activity.record('Updated', 'study material', material.id, material.title, admin);
    return this.get(id);
  }

  async remove(id: string, admin: AdminPrincipal): Promise<void> {
    const material = await this.get(id);
    await this.materials.delete({ id });
    await removeFiles(this.storage, [material.file]);
    await this.activity.record('Deleted', 'study material', id, material.title, admin);
  }
}
