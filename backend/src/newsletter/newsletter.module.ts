import { Module } from '@nestjs/common';
import { MailModule } from '../mail';
import { NewsletterController } from './newsletter.controller';
import { NewsletterSubscriptions } from './newsletter-subscriptions';

@Module({
  imports: [MailModule],
  controllers: [NewsletterController],
  providers: [NewsletterSubscriptions],
  exports: [NewsletterSubscriptions],
})
export class NewsletterModule {}
