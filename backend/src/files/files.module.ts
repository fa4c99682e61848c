import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminUploadsController } from './admin-uploads.controller';
import { FILE_STORAGE } from './file-storage';
import { LocalFileStorage } from './local-file-storage.service';
import { StoredFileEntity } from './stored-file.entity';
import { UploadsController } from './uploads.controller';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([StoredFileEntity])],
  controllers: [UploadsController, AdminUploadsController],
  providers: [{ provide: FILE_STORAGE, useClass: LocalFileStorage }],
  exports: [FILE_STORAGE],
})
export class FilesModule {}
