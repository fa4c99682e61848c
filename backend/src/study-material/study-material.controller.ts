import { Controller, Get, Query } from '@nestjs/common';
import type { PageResult } from '../common/page-result';
import { StudyMaterialListQueryDto } from './study-material-list-query.dto';
import type { StudyMaterialEntity } from './study-material.entity';
import { StudyMaterialService } from './study-material.service';

@Controller('api/study-material')
export class StudyMaterialController {
  constructor(private readonly materials: StudyMaterialService) {}

  @Get()
  list(@Query() query: StudyMaterialListQueryDto): Promise<PageResult<StudyMaterialEntity>> {
    return this.materials.list(query);
  }
}
