import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { MessagePayload } from '../../core/graphql-types';
import type { ServiceContext } from '../../core/service-context';
import type { AuthService } from './auth.service';
import type { PasswordResetService } from './password-reset.service';
import type { RegistrationService } from './registration.service';
import type { UserView } from '../../core/privacy';
import { AuthPayload, UserType } from '../users';
import {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResendVerificationInput,
  ResendVerificationPayload,
  ResetPasswordInput,
  VerifyEmailInput,
} from './auth.types';
import { RequireScope, SessionOnly } from '../../core/require-scope';
import { ANY_TOKEN } from '../../core/scopes';

/** The services these resolvers call. */
type AuthContext = ServiceContext<{
  auth: AuthService;
  passwordReset: PasswordResetService;
  registration: RegistrationService;
}>;

@Resolver()
export class AuthResolver {
  @Query(() => UserType, { nullable: true, description: 'The signed-in user (verified or not), or null.' })
  @RequireScope(ANY_TOKEN)
  me(@Ctx() ctx: AuthContext): UserView | null {
    return ctx.services.auth.me(ctx);
  }

  @Mutation(() => AuthPayload, {
    description: 'Creates the account, starts an unverified session and mails a verification code.',
  })
  @SessionOnly()
  register(
    @Arg('input', () => RegisterInput, { description: 'The new account.' }) input: RegisterInput,
    @Ctx() ctx: AuthContext,
  ) {
    return ctx.services.registration.register(ctx, input);
  }

  @Mutation(() => AuthPayload, {
    description:
      'Signs in. An unverified account gets EMAIL_NOT_VERIFIED "Please verify your email", an unverified session and a fresh code.',
  })
  @SessionOnly()
  login(
    @Arg('input', () => LoginInput, { description: 'The credentials.' }) input: LoginInput,
    @Ctx() ctx: AuthContext,
  ) {
    return ctx.services.auth.login(ctx, input);
  }

  @Mutation(() => MessagePayload, {
    description: 'Ends the current session (clears its cookie). Signed out already is not an error.',
  })
  @SessionOnly()
  logout(@Ctx() ctx: AuthContext) {
    return ctx.services.auth.logout(ctx);
  }

  @Mutation(() => AuthPayload, {
    description: 'Verifies a new account with the code mailed to it and starts a verified session.',
  })
  @SessionOnly()
  verifyEmail(
    @Arg('input', () => VerifyEmailInput, { description: 'The code (and, without a session, whose it is).' })
    input: VerifyEmailInput,
    @Ctx() ctx: AuthContext,
  ) {
    return ctx.services.registration.verifyEmail(ctx, input);
  }

  @Mutation(() => ResendVerificationPayload, {
    description: 'Mails a fresh verification code; rate limited (retryAfterSeconds says when another may be asked).',
  })
  @SessionOnly()
  resendVerification(
    @Arg('input', () => ResendVerificationInput, {
      nullable: true,
      description: 'Whose code to send; absent means the account of the current session.',
    })
    input: ResendVerificationInput | null,
    @Ctx() ctx: AuthContext,
  ) {
    return ctx.services.registration.resendVerification(ctx, input);
  }

  @Mutation(() => MessagePayload, {
    description: 'Mails a password reset link; answers the same whether or not the email has an account.',
  })
  @SessionOnly()
  forgotPassword(
    @Arg('input', () => ForgotPasswordInput, { description: "The account's email." }) input: ForgotPasswordInput,
    @Ctx() ctx: AuthContext,
  ) {
    return ctx.services.passwordReset.forgotPassword(ctx, input);
  }

  @Mutation(() => MessagePayload, {
    description: 'Sets a new password with the token from the reset link; every session of the account ends.',
  })
  @SessionOnly()
  resetPassword(
    @Arg('input', () => ResetPasswordInput, { description: 'The token and the new password.' })
    input: ResetPasswordInput,
    @Ctx() ctx: AuthContext,
  ) {
    return ctx.services.passwordReset.resetPassword(ctx, input);
  }
}
