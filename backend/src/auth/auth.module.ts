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
import { AdminSessionEntity } from './admin-session.entity';
import { AdminSessionsService } from './admin-sessions.service';
import { AdminUserEntity } from './admin-user.entity';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginAttemptsService } from './login-attempts.service';
import { RecoveryCodeEntity } from './recovery-code.entity';
import { RevokedTokenEntity } from './revoked-token.entity';
import { TokenService } from './token.service';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';
import { UsersController } from './users.controller';
import { ResetRequestThrottle } from './reset-request-throttle';
import { SecurityPolicyController } from './security-policy.controller';
import { SecurityPolicyService } from './security-policy.service';
import { TotpKeyMigration } from './totp-key-migration';

@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([
      AdminUserEntity,
      AdminSessionEntity,
      RevokedTokenEntity,
      AccountLinkEntity,
      RecoveryCodeEntity,
    ]),
    MailModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        // Each token names its own expiry (TokenService): the session's, or its access token's.
        signOptions: { algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [AuthController, AccountAuthController, UsersController, TwoFactorController, SecurityPolicyController],
  providers: [
    TotpKeyMigration,
    AuthService,
    TokenService,
    AdminSessionsService,
    LoginAttemptsService,
    ResetRequestThrottle,
    AccountLinksService,
    AccountsService,
    TwoFactorService,
    SecurityPolicyService,
    { provide: APP_GUARD, useClass: AdminAuthGuard },
  ],
  exports: [TokenService, AccountLinksService],
})
export class AuthModule {}
