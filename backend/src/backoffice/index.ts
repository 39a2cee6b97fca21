/** The back office's public entry (issue 32). */
export { BackofficeModule } from './backoffice.module';
