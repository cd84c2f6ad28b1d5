/** The tokens module's front door: what other modules and the wiring may use of it. */
export { ApiTokenEntity } from './api-token.entity';
export { ApiTokensResolver } from './api-tokens.resolver';
export { apiTokensRouter } from './api-tokens.rest';
export { ApiTokensService, TOKEN_MESSAGES, type TokenRate, TOKENS_REVOKED_TOPIC } from './api-tokens.service';
