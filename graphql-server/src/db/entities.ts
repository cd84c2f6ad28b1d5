import { EmailCodeEntity } from '../modules/auth/email-code.entity';
import { ResetTokenEntity } from '../modules/auth/reset-token.entity';
import { SessionEntity } from '../modules/auth/session.entity';
import { RosterEntry } from '../modules/roster/roster.entity';
import { UserEntity } from '../modules/users/user.entity';

export const entities = [UserEntity, SessionEntity, EmailCodeEntity, ResetTokenEntity, RosterEntry];
