import { Controller, Get, Query } from '@nestjs/common';
import type { PageResult } from '../common/page-result';
import type { LibraryBookEntity } from './library-book.entity';
import { LibraryListQueryDto } from './library-list-query.dto';
import { LibraryService } from './library.service';

@Controller('api/library')
export class LibraryController {
  constructor(private readonly library: LibraryService) {}

  @Get()
  list(@Query() query: LibraryListQueryDto): Promise<PageResult<LibraryBookEntity>> {
    return this.library.list(query);
  }
}
