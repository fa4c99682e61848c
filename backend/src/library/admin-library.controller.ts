import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ENTITY_LABELS, entityToast } from '@diet/contracts/toasts';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import type { PageResult } from '../common/page-result';
import { WithMessage } from '../common/page-result';
import { LibraryBookDto } from './library-book.dto';
import type { LibraryBookEntity } from './library-book.entity';
import { LibraryListQueryDto } from './library-list-query.dto';
import { LibraryService } from './library.service';

@Controller('api/admin/library')
export class AdminLibraryController {
  constructor(private readonly library: LibraryService) {}

  @Get()
  list(@Query() query: LibraryListQueryDto): Promise<PageResult<LibraryBookEntity>> {
    return this.library.list(query);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<LibraryBookEntity> {
    return this.library.get(id);
  }

  @Post()
  async create(
    @Body() dto: LibraryBookDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<LibraryBookEntity>> {
    return new WithMessage(await this.library.create(dto, admin), entityToast.added(ENTITY_LABELS.book));
  }

  @Put(':id')
  async update(
    @Param('id') id: string,
    @Body() dto: LibraryBookDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<LibraryBookEntity>> {
    return new WithMessage(await this.library.update(id, dto, admin), entityToast.updated(ENTITY_LABELS.book));
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id') id: string, @CurrentAdmin() admin: AdminPrincipal): Promise<WithMessage<null>> {
    await this.library.remove(id, admin);
    return new WithMessage(null, entityToast.deleted(ENTITY_LABELS.book));
  }
}
