import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ENTITY_LABELS, entityToast } from '@diet/contracts/toasts';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import { WithMessage, type PageResult } from '../common/page-result';
import { RawResponse } from '../common/route-metadata';
import { CourseListQueryDto } from './course-list-query.dto';
import type { DikshaCourseEntity } from './diksha-course.entity';
import type { DikshaSummary } from '@diet/contracts/api';
import { DikshaLabAdminService } from './diksha-lab-admin.service';
import { DikshaLabService } from './diksha-lab.service';
import { CourseDto } from './dto/course.dto';
import { TraineeListQueryDto } from './dto/trainee-list-query.dto';
import { TraineeDto } from './dto/trainee.dto';
import type { TraineeRecordEntity } from './trainee-record.entity';

@Controller('api/admin/diksha-lab')
export class AdminDikshaLabController {
  constructor(
    private readonly diksha: DikshaLabService,
    private readonly admin: DikshaLabAdminService,
  ) {}

  @Get()
  courses(@Query() query: CourseListQueryDto): Promise<PageResult<DikshaCourseEntity>> {
    return this.diksha.listCourses(query);
  }

  @Get('summary')
  summary(): Promise<DikshaSummary> {
    return this.admin.summary();
  }

  @Get('trainee')
  trainees(@Query() query: TraineeListQueryDto): Promise<PageResult<TraineeRecordEntity>> {
    return this.admin.listTrainees(query);
  }

  @Get('trainee/export')
  @RawResponse()
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="trainee-records.csv"')
  @Header('Cache-Control', 'no-store')
  exportTrainees(): Promise<string> {
    return this.admin.exportTrainees();
  }

  @Post('course')
  async createCourse(@Body() dto: CourseDto, @CurrentAdmin() who: AdminPrincipal): Promise<WithMessage<DikshaCourseEntity>> {
    return new WithMessage(await this.admin.createCourse(dto, who), entityToast.added(ENTITY_LABELS.course));
  }

  @Put('course/:id')
  async updateCourse(@Param('id') id: string, @Body() dto: CourseDto, @CurrentAdmin() who: AdminPrincipal): Promise<WithMessage<DikshaCourseEntity>> {
    return new WithMessage(await this.admin.updateCourse(id, dto, who), entityToast.updated(ENTITY_LABELS.course));
  }

  @Delete('course/:id')
  @HttpCode(200)
  async removeCourse(@Param('id') id: string, @CurrentAdmin() who: AdminPrincipal): Promise<WithMessage<null>> {
    await this.admin.removeCourse(id, who);
    return new WithMessage(null, entityToast.deleted(ENTITY_LABELS.course));
  }

  @Post('trainee')
  async createTrainee(@Body() dto: TraineeDto, @CurrentAdmin() who: AdminPrincipal): Promise<WithMessage<TraineeRecordEntity>> {
    return new WithMessage(await this.admin.createTrainee(dto, who), entityToast.added(ENTITY_LABELS.trainee));
  }

  @Put('trainee/:id')
  async updateTrainee(@Param('id') id: string, @Body() dto: TraineeDto, @CurrentAdmin() who: AdminPrincipal): Promise<WithMessage<TraineeRecordEntity>> {
    return new WithMessage(await this.admin.updateTrainee(id, dto, who), entityToast.updated(ENTITY_LABELS.trainee));
  }

  @Delete('trainee/:id')
  @HttpCode(200)
  async removeTrainee(@Param('id') id: string, @CurrentAdmin() who: AdminPrincipal): Promise<WithMessage<null>> {
    await this.admin.removeTrainee(id, who);
    return new WithMessage(null, entityToast.deleted(ENTITY_LABELS.trainee));
  }
}
