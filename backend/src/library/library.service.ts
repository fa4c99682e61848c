/** Library books: server-side search, subject and availability filters, paging; ordered by title. */
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import type { AdminPrincipal } from '../auth/admin-principal';
import { ApiError } from '../common/api-error';
import type { PageResult } from '../common/page-result';
import { containsPattern, paginate } from '../common/pagination';
import type { LibraryBookDto } from './library-book.dto';
import { LibraryBookEntity } from './library-book.entity';
import type { LibraryListQueryDto } from './library-list-query.dto';

@Injectable()
export class LibraryService {
  constructor(
    @InjectRepository(LibraryBookEntity) private readonly books: Repository<LibraryBookEntity>,
    private readonly activity: ActivityService,
  ) {}

  list(query: LibraryListQueryDto): Promise<PageResult<LibraryBookEntity>> {
    const qb = this.books.createQueryBuilder('b');
    if (query.subject) qb.andWhere('b.subject = :subject', { subject: query.subject });
    if (typeof query.available === 'boolean') qb.andWhere('b.available = :available', { available: query.available });
    if (query.q) {
      qb.andWhere("(b.title LIKE :q ESCAPE '!' OR b.author LIKE :q ESCAPE '!' OR b.isbn LIKE :q ESCAPE '!')", {
        q: containsPattern(query.q),
      });
    }
    qb.orderBy('b.title', 'ASC').addOrderBy('b.id', 'ASC');
    return paginate(qb, query);
  }

  async get(id: string): Promise<LibraryBookEntity> {
    const book = await this.books.findOne({ where: { id } });
    if (!book) throw ApiError.notFound();
    return book;
  }

  async create(dto: LibraryBookDto, admin: AdminPrincipal): Promise<LibraryBookEntity> {
    const book = await this.books.save(this.books.create({ ...dto }));
    await this.activity.record('Created', 'book', book.id, book.title, admin);
    return this.get(book.id);
  }

  async update(id: string, dto: LibraryBookDto, admin: AdminPrincipal): Promise<LibraryBookEntity> {
    const book = await this.get(id);
    Object.assign(book, {
      title: dto.title,
      author: dto.author,
      subject: dto.subject,
      isbn: dto.isbn,
      copies: dto.copies,
      available: dto.available,
    });
    await this.books.save(book);
    await this.activity.record('Updated', 'book', book.id, book.title, admin);
    return this.get(id);
  }

  async remove(id: string, admin: AdminPrincipal): Promise<void> {
    const book = await this.get(id);
    await this.books.delete({ id });
    await this.activity.record('Deleted', 'book', id, book.title, admin);
  }
}
