import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ACCOUNT_TOASTS, type AdminAccount } from '@diet/contracts/accounts';
import { WithMessage } from '../common/page-result';
import { Allow } from '../common/route-metadata';
import { CurrentAdmin, type AdminPrincipal } from './admin-principal';
import { AccountsService } from './accounts.service';
import { InviteUserDto, UpdateUserDto } from './dto/account.dto';

/** The 'Accounts' screen's API: administrators only. */
@Allow('accounts')
@Controller('api/admin/users')
export class UsersController {
  constructor(private readonly accounts: AccountsService) {}

  @Get()
  list(): Promise<AdminAccount[]> {
    return this.accounts.list();
  }

  @Post()
  async invite(@CurrentAdmin() admin: AdminPrincipal, @Body() body: InviteUserDto): Promise<WithMessage<AdminAccount>> {
    return new WithMessage(await this.accounts.invite(admin, body), ACCOUNT_TOASTS.invitationSent);
  }

  /** Lifts the lock that failed sign-ins put on the account (LoginAttemptsService), at once. */
  @Post(':id/unlock')
  @HttpCode(200)
  async unlock(@Param('id') id: string): Promise<WithMessage<AdminAccount>> {
    return new WithMessage(await this.accounts.unlock(id), ACCOUNT_TOASTS.accountUnlocked);
  }

  @Post(':id/resend-invitation')
  @HttpCode(200)
  async resendInvitation(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id') id: string,
  ): Promise<WithMessage<AdminAccount>> {
    return new WithMessage(await this.accounts.resendInvite(admin, id), ACCOUNT_TOASTS.invitationResent);
  }

  @Patch(':id')
  async update(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id') id: string,
    @Body() body: UpdateUserDto,
  ): Promise<WithMessage<AdminAccount>> {
    const before = await this.accounts.account(id);
    const after = await this.accounts.update(admin, id, body);
    return new WithMessage(after, toastOf(before, after));
  }
}

function toastOf(before: AdminAccount, after: AdminAccount): string {
  if (after.disabled === before.disabled) return ACCOUNT_TOASTS.accountUpdated;
  return after.disabled ? ACCOUNT_TOASTS.accountDisabled : ACCOUNT_TOASTS.accountEnabled;
}
