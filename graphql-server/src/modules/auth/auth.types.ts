import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('ResendVerificationPayload', { description: 'The answer of resendVerification.' })
export class ResendVerificationPayload {
  @Field(() => String, { description: 'A sentence for the user; the same whether or not the account exists.' })
  message: string;

  @Field(() => Int, { description: 'Seconds until another code may be requested.' })
  retryAfterSeconds: number;
}

@InputType('RegisterInput', { description: 'A new account. The registration id must be on the college roster.' })
export class RegisterInput {
  @Field(() => String, {
    description: 'The registration id on the college roster (rosterName tells the name it belongs to).',
  })
  collegeId: string;

  @Field(() => String, { description: 'The display name.' })
  name: string;

  @Field(() => String, { description: 'Where the verification code goes; must be unused.' })
  email: string;

  @Field(() => String, { description: '8 to 128 characters, not on the list of common passwords.' })
  password: string;
}

@InputType('LoginInput', { description: 'Credentials for login.' })
export class LoginInput {
  @Field(() => String, { description: 'The registration id the account was created with.' })
  collegeId: string;

  @Field(() => String, { description: "The account's password." })
  password: string;
}

@InputType('VerifyEmailInput', { description: 'A verification code for a new account.' })
export class VerifyEmailInput {
  @Field(() => String, { description: 'The 6-digit code from the verification email.' })
  code: string;

  @Field(() => String, {
    nullable: true,
    description: 'Only needed when the request carries no session started by register or login.',
  })
  collegeId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Only needed when the request carries no session started by register or login (instead of collegeId).',
  })
  email?: string | null;
}

@InputType('ResendVerificationInput', {
  description: 'Whose verification code to send again; absent means the account of the current session.',
})
export class ResendVerificationInput {
  @Field(() => String, { nullable: true, description: "The account's registration id, when there is no session." })
  collegeId?: string | null;

  @Field(() => String, { nullable: true, description: "The account's email, when there is no session." })
  email?: string | null;
}

@InputType('ForgotPasswordInput', { description: 'Where to send a password reset link.' })
export class ForgotPasswordInput {
  @Field(() => String, { description: "The account's email; the answer is the same whether or not it exists." })
  email: string;
}

@InputType('ResetPasswordInput', { description: 'A new password with the token from the reset link.' })
export class ResetPasswordInput {
  @Field(() => String, { description: 'The token from the reset link (valid 1 hour, single use).' })
  token: string;

  @Field(() => String, { description: 'The new password: 8 to 128 characters, not on the list of common passwords.' })
  password: string;
}
