/** Gallery: JPEG/PNG pictures by category, newest first; a replaced or deleted picture is removed. */
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import type { AdminPrincipal } from '../auth/admin-principal';
import { ApiError } from '../common/api-error';
import type { PageResult } from '../common/page-result';
import { containsPattern, paginate } from '../common/pagination';
import { createWithFile, removeFiles, updateWithFile, type PendingFile } from '../common/upload/file-with-record';
import type { UploadedFile } from '../common/upload/upload-check';
import { FILE_STORAGE, type FileStorage } from '../files/file-storage';
import type { GalleryItemDto } from './gallery-item.dto';
import { GalleryItemEntity } from './gallery-item.entity';
import type { GalleryListQueryDto } from './gallery-list-query.dto';

@Injectable()
export class GalleryService {
  constructor(
    @InjectRepository(GalleryItemEntity) private readonly items: Repository<GalleryItemEntity>,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly activity: ActivityService,
  ) {}

  list(query: GalleryListQueryDto): Promise<PageResult<GalleryItemEntity>> {
    const qb = this.items.createQueryBuilder('g');
    if (query.category) qb.andWhere('g.category = :category', { category: query.category });
    if (query.q) qb.andWhere("g.title LIKE :q ESCAPE '!'", { q: containsPattern(query.q) });
    qb.orderBy('g.date', 'DESC').addOrderBy('g.createdAt', 'DESC').addOrderBy('g.id', 'ASC');
    return paginate(qb, query);
  }

  async get(id: string): Promise<GalleryItemEntity> {
    const item = await this.items.findOne({ where: { id } });
    if (!item) throw ApiError.notFound();
    return item;
  }

  private pending(image: UploadedFile, dto: GalleryItemDto): PendingFile {
    return { file: image, name: dto.imageName, kind: 'gallery', photo: true };
  }

  async create(dto: GalleryItemDto, image: UploadedFile, admin: AdminPrincipal): Promise<GalleryItemEntity> {
    const item = await createWithFile(this.storage, this.pending(image, dto), (saved) =>
      this.items.save(
        this.items.create({
          title: dto.title,
          category: dto.category,
          date: dto.date,
          image: saved.url,
          imageThumb: null,
          imageLarge: null,
          imageName: saved.fileName,
        }),
      ),
    );
    await this.activity.record('Created', 'gallery image', item.id, item.title, admin);
    return this.get(item.id);
  }

  async update(
    id: string,
    dto: GalleryItemDto,
    image: UploadedFile | undefined,
    admin: AdminPrincipal,
  ): Promise<GalleryItemEntity> {
    const item = await this.get(id);
    const oldImages = [item.image, item.imageThumb, item.imageLarge];
    item.title = dto.title;
    item.category = dto.category;
    item.date = dto.date;
    if (!image && dto.imageName) item.imageName = dto.imageName;
    await updateWithFile(
      this.storage,
      image && this.pending(image, dto),
      (saved) =>
        this.items.save(saved ? Object.assign(item, { image: saved.url, imageThumb: null, imageLarge: null, imageName: saved.fileName }) : item),
      oldImages,
    );
    await this.activity.record('Updated', 'gallery image', item.id, item.title, admin);
    return this.get(id);
  }

  async remove(id: string, admin: AdminPrincipal): Promise<void> {
    const item = await this.get(id);
    await this.items.delete({ id });
    await removeFiles(this.storage, [item.image, item.imageThumb, item.imageLarge]);
    await this.activity.record('Deleted', 'gallery image', id, item.title, admin);
  }
}
