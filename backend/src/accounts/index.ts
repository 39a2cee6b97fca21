/** The accounts context's public entry: other contexts and the composition root import only this file. */
export { AccountsModule } from './accounts.module';
export { CustomerAddressesService } from './customer-addresses.service';
