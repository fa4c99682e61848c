import { Module } from '@nestjs/common';
import { RemotesController } from './remotes.controller';

/** The static frontends are mounted as express middleware by configureApp (see frontend-static.ts). */
@Module({ controllers: [RemotesController] })
export class WebModule {}
