/**
 * Staff: the public page follows the display order the admin sets (the Principal first). Photos
 * are JPEG/PNG; an edit without a photo keeps the old one, a new photo replaces (and removes) it.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { VALIDATION } from '@diet/contracts/messages';
import { ActivityService } from '../activity/activity.service';
import type { AdminPrincipal } from '../auth/admin-principal';
import { ApiError } from '../common/api-error';
import type { PageResult } from '../common/page-result';
import { containsPattern, paginate, type ListQueryDto } from '../common/pagination';
import { createWithFile, removeFiles, updateWithFile, type PendingFile } from '../common/upload/file-with-record';
import type { UploadedFile } from '../common/upload/upload-check';
import { FILE_STORAGE, type FileStorage } from '../files/file-storage';
import type { StaffDto } from './staff.dto';
import { StaffEntity } from './staff.entity';

@Injectable()
export class StaffService {
  constructor(
    @InjectRepository(StaffEntity) private readonly staff: Repository<StaffEntity>,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly activity: ActivityService,
  ) {}

  /** The admin's display order (the Principal first), then by name. */
  list(query: ListQueryDto): Promise<PageResult<StaffEntity>> {
    const qb = this.staff.createQueryBuilder('s');
    if (query.q) {
      qb.andWhere("(s.name LIKE :q ESCAPE '!' OR s.designation LIKE :q ESCAPE '!' OR s.subject LIKE :q ESCAPE '!')", {
        q: containsPattern(query.q),
      });
    }
    qb.orderBy('s.displayOrder', 'ASC').addOrderBy('s.name', 'ASC').addOrderBy('s.id', 'ASC');
    return paginate(qb, query);
  }

  async get(id: string): Promise<StaffEntity> {
    const member = await this.staff.findOne({ where: { id } });
    if (!member) throw ApiError.notFound();
    return member;
  }

  private pending(photo: UploadedFile): PendingFile {
    return { file: photo, kind: 'staff', photo: true };
  }

  async create(dto: StaffDto, photo: UploadedFile, admin: AdminPrincipal): Promise<StaffEntity> {
    let displayOrder = dto.displayOrder ?? null;
    if (displayOrder === null) {
      const row = await this.staff
        .createQueryBuilder('s')
        .select('MAX(s.displayOrder)', 'max')
        .getRawOne<{ max: number | string | null }>();
      displayOrder = row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
    }
    const member = await createWithFile(this.storage, this.pending(photo), (saved) =>
      this.staff.save(
        this.staff.create({
          name: dto.name,
          designation: dto.designation,
          subject: dto.subject,
          phone: dto.phone ?? null,
          email: dto.email ?? null,
          photo: saved.url,
          photoThumb: null,
          displayOrder,
        }),
      ),
    );
    await this.activity.record('Created', 'staff', member.id, member.name, admin);
    return this.get(member.id);
  }

  async update(
    id: string,
    dto: StaffDto,
    photo: UploadedFile | undefined,
    admin: AdminPrincipal,
  ): Promise<StaffEntity> {
    const member = await this.get(id);
    const oldPhotos = [member.photo, member.photoThumb];
    member.name = dto.name;
    member.designation = dto.designation;
    member.subject = dto.subject;
    if (dto.phone !== undefined) member.phone = dto.phone ?? null;
    if (dto.email !== undefined) member.email = dto.email ?? null;
    if (dto.displayOrder !== undefined && dto.displayOrder !== null) member.displayOrder = dto.displayOrder;
    await updateWithFile(
      this.storage,
      photo && this.pending(photo),
      (saved) => this.staff.save(saved ? Object.assign(member, { photo: saved.url, photoThumb: null }) : member),
      oldPhotos,
    );
    await this.activity.record('Updated', 'staff', member.id, member.name, admin);
    return this.get(id);
  }

  /** Sets displayOrder = position in `ids`; every id must be a staff member (others keep theirs, after). */
  async reorder(ids: string[], admin: AdminPrincipal): Promise<StaffEntity[]> {
    const found = ids.length ? await this.staff.find({ where: { id: In(ids) } }) : [];
    if (found.length !== ids.length)
      throw ApiError.badRequest(VALIDATION.invalidValue('Ids'), { ids: VALIDATION.invalidValue('Ids') });
    await this.staff.manager.transaction(async (m) => {
      for (const [index, id] of ids.entries()) await m.update(StaffEntity, { id }, { displayOrder: index });
    });
    await this.activity.record('Updated', 'staff', null, 'display order', admin);
    return this.staff.find({ order: { displayOrder: 'ASC', name: 'ASC' } });
  }

  async remove(id: string, admin: AdminPrincipal): Promise<void> {
    const member = await this.get(id);
    await this.staff.delete({ id });
    await removeFiles(this.storage, [member.photo, member.photoThumb]);
    await this.activity.record('Deleted', 'staff', id, member.name, admin);
  }
}
