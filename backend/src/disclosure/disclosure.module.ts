import { Module } from '@nestjs/common';
import { MandatoryDisclosureController } from './mandatory-disclosure.controller';
import { MandatoryDisclosureService } from './mandatory-disclosure.service';

@Module({ controllers: [MandatoryDisclosureController], providers: [MandatoryDisclosureService] })
export class DisclosureModule {}
