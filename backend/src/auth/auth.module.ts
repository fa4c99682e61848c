import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailModule } from '../mail/mail.module';
import { AccountAuthController } from './account-auth.controller';
import { AccountLinkEntity } from './account-link.entity';
import { AccountLinksService } from './account-links.service';
import { AccountsService } from './accounts.service';
import { AdminAuthGuard } from './admin-auth.guard';
import { AdminUserEntity } from './admin-user.entity';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginAttemptsService } from './login-attempts.service';
import { RevokedTokenEntity } from './revoked-token.entity';
import { TokenService } from './token.service';
import { UsersController } from './users.controller';
import { ResetRequestThrottle } from './reset-request-throttle';

@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([AdminUserEntity, RevokedTokenEntity, AccountLinkEntity]),
    MailModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { expiresIn: config.jwtExpiresIn as never, algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [AuthController, AccountAuthController, UsersController],
  providers: [AuthService, TokenService, LoginAttemptsService, ResetRequestThrottle, AccountLinksService, AccountsService, { provide: APP_GUARD, useClass: AdminAuthGuard }],
  exports: [TokenService],
})
export class AuthModule {}
