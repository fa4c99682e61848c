/**
 * Research papers. Public list: papers the institute published and submitted papers an admin
 * approved. Proposals from the public are stored unapproved. A replaced or deleted file is removed.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import type { AdminPrincipal } from '../auth/admin-principal';
import { ApiError } from '../common/api-error';
import type { PageResult } from '../common/page-result';
import { containsPattern, paginate } from '../common/pagination';
import { createWithFile, fileColumns, removeFiles, updateWithFile, type PendingFile } from '../common/upload/file-with-record';
import type { UploadedFile } from '../common/upload/upload-check';
import { FILE_STORAGE, type FileStorage } from '../files/file-storage';
import type { ResearchListQueryDto } from './research-list-query.dto';
import type { ResearchPaperDto } from './research-paper.dto';
import { ResearchPaperEntity } from './research-paper.entity';
import type { ResearchProposalDto } from './research-proposal.dto';

@Injectable()
export class ResearchService {
  constructor(
    @InjectRepository(ResearchPaperEntity) private readonly papers: Repository<ResearchPaperEntity>,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly activity: ActivityService,
  ) {}

  listPublic(query: ResearchListQueryDto): Promise<PageResult<ResearchPaperEntity>> {
    return this.list(query, true);
  }

  /** Admin list: every paper, isAdminPublished tells the two sections apart. */
  listAll(query: ResearchListQueryDto): Promise<PageResult<ResearchPaperEntity>> {
    return this.list(query, false);
  }

  private list(query: ResearchListQueryDto, visibleOnly: boolean): Promise<PageResult<ResearchPaperEntity>> {
    const qb = this.papers.createQueryBuilder('r');
    if (visibleOnly) {
      qb.where(
        new Brackets((w) =>
          w.where('r.isAdminPublished = :yes', { yes: true }).orWhere('r.isApproved = :yes', { yes: true }),
        ),
      );
    }
    if (query.status) qb.andWhere('r.status = :status', { status: query.status });
    if (query.q)
      qb.andWhere("(r.title LIKE :q ESCAPE '!' OR r.author LIKE :q ESCAPE '!')", { q: containsPattern(query.q) });
    qb.orderBy('r.year', 'DESC').addOrderBy('r.createdAt', 'DESC').addOrderBy('r.id', 'ASC');
    return paginate(qb, query);
  }

  async get(id: string): Promise<ResearchPaperEntity> {
    const paper = await this.papers.findOne({ where: { id } });
    if (!paper) throw ApiError.notFound();
    return paper;
  }

  private pending(file: UploadedFile, fileName: string | null | undefined): PendingFile {
    return { file, name: fileName, kind: 'research' };
  }

  /** A new paper, unapproved; admin-published when the office adds it, not when a visitor proposes it. */
  private storeWithPaper(dto: ResearchPaperDto | ResearchProposalDto, file: UploadedFile, isAdminPublished: boolean): Promise<ResearchPaperEntity> {
    return createWithFile(this.storage, this.pending(file, dto.fileName), (saved) =>
      this.papers.save(
        this.papers.create({
          title: dto.title,
          author: dto.author,
          year: dto.year,
          description: dto.description,
          status: dto.status,
          ...fileColumns(saved),
          isApproved: false,
          isAdminPublished,
        }),
      ),
    );
  }

  async create(dto: ResearchPaperDto, file: UploadedFile, admin: AdminPrincipal): Promise<ResearchPaperEntity> {
    const paper = await this.storeWithPaper(dto, file, true);
    await this.activity.record('Created', 'research paper', paper.id, paper.title, admin);
    return this.get(paper.id);
  }

  /** A visitor's proposal: stored unapproved, not admin-published, so it stays off the public list. */
  async submitProposal(dto: ResearchProposalDto, file: UploadedFile): Promise<void> {
    await this.storeWithPaper(dto, file, false);
  }

  async update(
    id: string,
    dto: ResearchPaperDto,
    file: UploadedFile | undefined,
    admin: AdminPrincipal,
  ): Promise<ResearchPaperEntity> {
    const paper = await this.get(id);
    const oldFile = paper.file;
    Object.assign(paper, {
      title: dto.title,
      author: dto.author,
      year: dto.year,
      description: dto.description,
      status: dto.status,
    });
    await updateWithFile(
      this.storage,
      file && this.pending(file, dto.fileName),
      (saved) => this.papers.save(saved ? Object.assign(paper, fileColumns(saved)) : paper),
      [oldFile],
    );
    await this.activity.record('Updated', 'research paper', paper.id, paper.title, admin);
    return this.get(id);
  }

  async setApproved(id: string, approved: boolean, admin: AdminPrincipal): Promise<ResearchPaperEntity> {
    const paper = await this.get(id);
    paper.isApproved = approved;
    await this.papers.save(paper);
    await this.activity.record(approved ? 'Approved' : 'Disapproved', 'research paper', paper.id, paper.title, admin);
    return this.get(id);
  }

  async remove(id: string, admin: AdminPrincipal): Promise<void> {
    const paper = await this.get(id);
    await this.papers.delete({ id });
    await removeFiles(this.storage, [paper.file]);
    await this.activity.record('Deleted', 'research paper', id, paper.title, admin);
  }
}
