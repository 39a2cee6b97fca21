import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SavedCustomerDetails } from '@sound-putter/contracts';
import { CurrentUser, SignedIn } from '../identity';
import { NotFound } from '../infrastructure/cqrs/domain-error';
import type { RequestUser } from '../infrastructure/http/request-context';
import { CustomerAddressesService } from './customer-addresses.service';
import { ApiContract } from '../infrastructure/http/api-contract';

@ApiTags('accounts')
@Controller('customer-addresses')
export class CustomerAddressesController {
  constructor(private readonly addresses: CustomerAddressesService) {}

  @ApiContract({ body: 'SavedCustomerDetails', errors: ['unauthenticated', 'not_found'] })
  @Get('default')
  @SignedIn()
  @ApiOperation({ summary: "The signed-in user's saved checkout details; 401 signed out, 404 when none" })
  async getDefault(@CurrentUser() user: RequestUser): Promise<SavedCustomerDetails> {
    const details = await this.addresses.findDefault(user.id);
    if (!details) throw new NotFound('not_found', 'No saved details yet.');
    return details;
  }
}
