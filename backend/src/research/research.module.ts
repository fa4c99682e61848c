import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminResearchController } from './admin-research.controller';
import { ResearchController } from './research.controller';
import { ResearchPaperEntity } from './research-paper.entity';
import { ResearchService } from './research.service';

@Module({
  imports: [TypeOrmModule.forFeature([ResearchPaperEntity])],
  controllers: [ResearchController, AdminResearchController],
  providers: [ResearchService],
})
export class ResearchModule {}
