import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminStudyMaterialController } from './admin-study-material.controller';
import { StudyMaterialController } from './study-material.controller';
import { StudyMaterialEntity } from './study-material.entity';
import { StudyMaterialService } from './study-material.service';

@Module({
  imports: [TypeOrmModule.forFeature([StudyMaterialEntity])],
  controllers: [StudyMaterialController, AdminStudyMaterialController],
  providers: [StudyMaterialService],
})
export class StudyMaterialModule {}
