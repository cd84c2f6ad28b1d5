/** The tokens module's front door: what other modules and the wiring may use of it. */
import { defineModule } from '../../core/server-module';
import { ApiTokenEntity } from './api-token.entity';
import { ApiTokensResolver } from './api-tokens.resolver';
import { apiTokensRouter } from './api-tokens.rest';
export { ApiTokenEntity } from './api-token.entity';
export { ApiTokensService, TOKEN_MESSAGES, type TokenRate, TOKENS_REVOKED_TOPIC } from './api-tokens.service';

/** The services the tokens module's routes use. */
type TokensNeeds = Parameters<typeof apiTokensRouter>[0];

/** What the tokens module brings to the server: the wiring's registry (app/modules.ts) lists it. */
export const tokensModule = defineModule<TokensNeeds>({
  name: 'tokens',
  entities: [ApiTokenEntity],
  resolvers: [ApiTokensResolver],
  routes: (services) => [{ prefix: '', routes: apiTokensRouter(services) }],
});
