export * from './auth.dto';
export * from './configure-putter.dto';
export * from './cart.dto';
export * from './order.dto';
export * from './text.decorators';
export * from './mail-links.dto';
export * from './mail.dto';
