import { Global, Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { requestContextMiddleware } from '../common/request-context';
import { ActivityLogEntity } from './activity-log.entity';
import { ActivityService } from './activity.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ActivityLogEntity])],
  providers: [ActivityService],
  exports: [ActivityService],
})
export class ActivityModule implements NestModule {
  /** Every route: the log reads the person and the address from this context. */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(requestContextMiddleware).forRoutes('{*splat}');
  }
}
