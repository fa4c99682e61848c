import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UploadedFile,
} from '@nestjs/common';
import { VALIDATION } from '@diet/contracts/messages';
import { TOASTS } from '@diet/contracts/toasts';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import type { PageResult } from '../common/page-result';
import { WithMessage } from '../common/page-result';
import { ListQueryDto } from '../common/pagination';
import { newRecordFile, RecordFileUpload, replacementFile, type RecordFileRule } from '../common/upload/record-file';
import { IMAGE_ONLY, type UploadedFile as Upload } from '../common/upload/upload-check';
import { StaffOrderDto } from './staff-order.dto';
import { StaffDto } from './staff.dto';
import type { StaffEntity } from './staff.entity';
import { StaffService } from './staff.service';

/** A staff photo is shown as a photo: JPEG or PNG only (ARCHITECTURE.md section 9). */
const STAFF_PHOTO: RecordFileRule = { field: 'photo', kinds: IMAGE_ONLY, requiredMessage: VALIDATION.photoRequired };

@Controller('api/admin/staff')
export class AdminStaffController {
  constructor(private readonly staff: StaffService) {}

  @Get()
  list(@Query() query: ListQueryDto): Promise<PageResult<StaffEntity>> {
    return this.staff.list(query);
  }

  /** Declared before ':id' so that "order" is not taken for an id. */
  @Put('order')
  async reorder(
    @Body() dto: StaffOrderDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<StaffEntity[]>> {
    return new WithMessage(await this.staff.reorder(dto.ids, admin), TOASTS.staffUpdated);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<StaffEntity> {
    return this.staff.get(id);
  }

  @Post()
  @RecordFileUpload(STAFF_PHOTO)
  async create(
    @Body() dto: StaffDto,
    @UploadedFile() photo: Upload | undefined,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<StaffEntity>> {
    return new WithMessage(await this.staff.create(dto, newRecordFile(STAFF_PHOTO, photo), admin), TOASTS.staffAdded);
  }

  @Put(':id')
  @RecordFileUpload(STAFF_PHOTO)
  async update(
    @Param('id') id: string,
    @Body() dto: StaffDto,
    @UploadedFile() photo: Upload | undefined,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<StaffEntity>> {
    return new WithMessage(await this.staff.update(id, dto, replacementFile(STAFF_PHOTO, photo), admin), TOASTS.staffUpdated);
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id') id: string, @CurrentAdmin() admin: AdminPrincipal): Promise<WithMessage<null>> {
    await this.staff.remove(id, admin);
    return new WithMessage(null, TOASTS.staffDeleted);
  }
}
