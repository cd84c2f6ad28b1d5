import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('ResendVerificationPayload')
export class ResendVerificationPayload {
  @Field(() => String)
  message: string;

  @Field(() => Int, { description: 'Seconds until another code may be requested.' })
  retryAfterSeconds: number;
}

@InputType('RegisterInput')
export class RegisterInput {
  @Field(() => String)
  collegeId: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => String)
  password: string;
}

@InputType('LoginInput')
export class LoginInput {
  @Field(() => String)
  collegeId: string;

  @Field(() => String)
  password: string;
}

@InputType('VerifyEmailInput')
export class VerifyEmailInput {
  @Field(() => String)
  code: string;

  @Field(() => String, {
    nullable: true,
    description: 'Only needed when the request carries no session started by register or login.',
  })
  collegeId?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;
}

@InputType('ResendVerificationInput')
export class ResendVerificationInput {
  @Field(() => String, { nullable: true })
  collegeId?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;
}

@InputType('ForgotPasswordInput')
export class ForgotPasswordInput {
  @Field(() => String)
  email: string;
}

@InputType('ResetPasswordInput')
export class ResetPasswordInput {
  @Field(() => String)
  token: string;

  @Field(() => String)
  password: string;
}
