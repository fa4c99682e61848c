import { Controller, Get, Query } from '@nestjs/common';
import type { PublicTrainee } from '@diet/contracts/entities';
import type { PageResult } from '../common/page-result';
import { ListQueryDto } from '../common/pagination';
import { CourseListQueryDto } from './course-list-query.dto';
import type { DikshaCourseEntity } from './diksha-course.entity';
import { DikshaLabService } from './diksha-lab.service';

@Controller('api/diksha-lab')
export class DikshaLabController {
  constructor(private readonly diksha: DikshaLabService) {}

  @Get()
  courses(@Query() query: CourseListQueryDto): Promise<PageResult<DikshaCourseEntity>> {
    return this.diksha.listCourses(query);
  }

  @Get('trainee')
  trainees(@Query() query: ListQueryDto): Promise<PageResult<PublicTrainee>> {
    return this.diksha.listPublicTrainees(query);
  }
}
