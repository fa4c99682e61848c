import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FILE_STORAGE } from './file-storage';
import { LocalFileStorage } from './local-file-storage.service';
import { StoredFileEntity } from './stored-file.entity';
import { UploadsController } from './uploads.controller';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([StoredFileEntity])],
  // No upload route of its own: every file comes with a record of a content type (its audit, trash and purge).
  controllers: [UploadsController],
  providers: [{ provide: FILE_STORAGE, useClass: LocalFileStorage }],
  exports: [FILE_STORAGE],
})
export class FilesModule {}
