/**
 * At boot, seals again with the current TOTP key every stored 2FA secret that an earlier key (a
 * previous TOTP_ENCRYPTION_KEY, or the JWT secret of before) sealed: after one restart the old key
 * opens nothing and can be removed (secret-box.ts). Each row is written only if it still holds what
 * was read, so a replica booting at the same time, or an enrolment meanwhile, is never undone.
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, IsNull, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AdminUserEntity } from './admin-user.entity';
import { totpSecretBox } from './secret-box';

@Injectable()
export class TotpKeyMigration implements OnApplicationBootstrap {
  private readonly logger = new Logger(TotpKeyMigration.name);

  constructor(
    @InjectRepository(AdminUserEntity) private readonly users: Repository<AdminUserEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const box = totpSecretBox(this.config);
    const rows = await this.users.find({
      select: { id: true, totpSecret: true },
      where: { totpSecret: Not(IsNull()) },
    });
    let moved = 0;
    for (const { id, totpSecret } of rows) {
      if (!totpSecret || box.isCurrent(totpSecret)) continue;
      const plain = box.open(totpSecret);
      if (plain === null) {
        this.logger.warn(
          `Account ${id}: its two-factor secret opens with no configured key (sign in with a recovery code, or an administrator resets it)`,
        );
        continue;
      }
      moved += (await this.users.update({ id, totpSecret }, { totpSecret: box.seal(plain) })).affected ?? 0;
    }
    if (moved > 0) this.logger.log(`Sealed ${moved} two-factor secret(s) with the current key`);
  }
}
