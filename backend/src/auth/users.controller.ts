import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
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

  @Patch(':id')
  async update(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Body() body: UpdateUserDto): Promise<WithMessage<AdminAccount>> {
    const before = await this.accounts.account(id);
    const after = await this.accounts.update(admin, id, body);
    return new WithMessage(after, toastOf(before, after));
  }
}

function toastOf(before: AdminAccount, after: AdminAccount): string {
  if (after.disabled === before.disabled) return ACCOUNT_TOASTS.accountUpdated;
  return after.disabled ? ACCOUNT_TOASTS.accountDisabled : ACCOUNT_TOASTS.accountEnabled;
}
