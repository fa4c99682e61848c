import { Body, Controller, Get, Put } from '@nestjs/common';
import { SECURITY_POLICY_TOASTS, type SecurityPolicy } from '@diet/contracts/security-policy';
import { WithMessage } from '../common/page-result';
import { Allow } from '../common/route-metadata';
import { SecurityPolicyDto } from './dto/security-policy.dto';
import { SecurityPolicyService } from './security-policy.service';

/** The 'Security policy' screen's API: administrators only, like accounts. */
@Allow('accounts')
@Controller('api/admin/security-policy')
export class SecurityPolicyController {
  constructor(private readonly policy: SecurityPolicyService) {}

  @Get()
  get(): Promise<SecurityPolicy> {
    return this.policy.get();
  }

  @Put()
  async update(@Body() body: SecurityPolicyDto): Promise<WithMessage<SecurityPolicy>> {
    return new WithMessage(await this.policy.update(body), SECURITY_POLICY_TOASTS.saved);
  }
}
