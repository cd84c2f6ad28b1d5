import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import type { UserView } from '../users/privacy';
import { AuthPayload, MessagePayload, UserType } from '../users/user.types';
import {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResendVerificationInput,
  ResendVerificationPayload,
  ResetPasswordInput,
  VerifyEmailInput,
} from './auth.types';
import { RequireScope, SessionOnly } from '../tokens/require-scope';
import { ANY_TOKEN } from '../tokens/scopes';

@Resolver()
export class AuthResolver {
  @Query(() => UserType, { nullable: true, description: 'The signed-in user (verified or not), or null.' })
  @RequireScope(ANY_TOKEN)
  me(@Ctx() ctx: GraphQLContext): UserView | null {
    return ctx.services.auth.me(ctx);
  }

  @Mutation(() => AuthPayload, {
    description: 'Creates the account, starts an unverified session and mails a verification code.',
  })
  @SessionOnly()
  register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.registration.register(ctx, input);
  }

  @Mutation(() => AuthPayload, {
    description:
      'Signs in. An unverified account gets EMAIL_NOT_VERIFIED "Please verify your email", an unverified session and a fresh code.',
  })
  @SessionOnly()
  login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.auth.login(ctx, input);
  }

  @Mutation(() => MessagePayload)
  @SessionOnly()
  logout(@Ctx() ctx: GraphQLContext) {
    return ctx.services.auth.logout(ctx);
  }

  @Mutation(() => AuthPayload)
  @SessionOnly()
  verifyEmail(@Arg('input', () => VerifyEmailInput) input: VerifyEmailInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.registration.verifyEmail(ctx, input);
  }

  @Mutation(() => ResendVerificationPayload)
  @SessionOnly()
  resendVerification(
    @Arg('input', () => ResendVerificationInput, { nullable: true }) input: ResendVerificationInput | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.registration.resendVerification(ctx, input);
  }

  @Mutation(() => MessagePayload)
  @SessionOnly()
  forgotPassword(@Arg('input', () => ForgotPasswordInput) input: ForgotPasswordInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.passwordReset.forgotPassword(ctx, input);
  }

  @Mutation(() => MessagePayload)
  @SessionOnly()
  resetPassword(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.passwordReset.resetPassword(ctx, input);
  }
}
