import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminLibraryController } from './admin-library.controller';
import { LibraryBookEntity } from './library-book.entity';
import { LibraryController } from './library.controller';
import { LibraryService } from './library.service';

@Module({
  imports: [TypeOrmModule.forFeature([LibraryBookEntity])],
  controllers: [LibraryController, AdminLibraryController],
  providers: [LibraryService],
})
export class LibraryModule {}
