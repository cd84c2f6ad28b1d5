import type supertest from 'supertest';

export interface GqlResult<T = Record<string, any>> {
  status: number;
  data: T | null | undefined;
  errors?: {
    message: string;
    path?: (string | number)[];
    extensions?: { code?: string; fields?: Record<string, string>; retryAfterSeconds?: number };
  }[];
  headers: Record<string, string | string[] | undefined>;
}

/** POST /graphql as the web client does (JSON), with the agent's cookies. */
export async function gql<T = Record<string, any>>(
  agent: supertest.Agent,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GqlResult<T>> {
  const res = await agent.post('/graphql').set('Content-Type', 'application/json').send({ query, variables });
  return { status: res.status, data: res.body?.data, errors: res.body?.errors, headers: res.headers };
}

export const USER_FIELDS = `id name email collegeId role isVerified phoneNumber whatsAppNumber instagramHandle blockAddress showContactDetails contactHidden createdAt`;

export const ACCOUNT_OPS = {
  me: `query { me { ${USER_FIELDS} } }`,
  user: `query($id: ID!) { user(id: $id) { ${USER_FIELDS} } }`,
  rosterName: `query($collegeId: String!) { rosterName(collegeId: $collegeId) }`,
  register: `mutation($input: RegisterInput!) { register(input: $input) { message user { ${USER_FIELDS} } } }`,
  login: `mutation($input: LoginInput!) { login(input: $input) { message user { ${USER_FIELDS} } } }`,
  logout: `mutation { logout { message } }`,
  verifyEmail: `mutation($input: VerifyEmailInput!) { verifyEmail(input: $input) { message user { ${USER_FIELDS} } } }`,
  resend: `mutation($input: ResendVerificationInput) { resendVerification(input: $input) { message retryAfterSeconds } }`,
  forgot: `mutation($input: ForgotPasswordInput!) { forgotPassword(input: $input) { message } }`,
  reset: `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`,
  contact: `mutation($input: UpdateContactDetailsInput!) { updateContactDetails(input: $input) { message user { ${USER_FIELDS} } } }`,
  privacy: `mutation($input: UpdatePrivacyInput!) { updatePrivacy(input: $input) { message user { ${USER_FIELDS} } } }`,
  edit: `mutation($input: EditProfileInput!) { editProfile(input: $input) { message user { ${USER_FIELDS} } } }`,
};

export function errorCode(r: GqlResult): string | undefined {
  return r.errors?.[0]?.extensions?.code;
}
