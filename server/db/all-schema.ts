/** Every table of the app: the kernel's and the plugins'. drizzle-kit generates migrations from this file. */
export * from './schema';
export * from './sessions';
export * from '../../plugins/calculator/server/schema';
export * from '../../plugins/tutor/server/schema';
export * from '../../plugins/billing/server/schema';
export * from '../../plugins/account/server/schema';
