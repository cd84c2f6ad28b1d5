import { useMutation } from '@apollo/client/react';
import { LoginDocument, RegisterDocument, VerifyEmailDocument } from '../../../graphql/generated';
import { writeSessionUser } from '../../../lib/auth/session';

// The operations that start (or change) a session answer its user: each writes it as `me` at once,
// so the guards and the top bar follow without asking again.

export function useLogin() {
  return useMutation(LoginDocument, {
    update: (cache, { data }) => data && writeSessionUser(cache, data.login.user),
  });
}

export function useRegister() {
  return useMutation(RegisterDocument, {
    update: (cache, { data }) => data && writeSessionUser(cache, data.register.user),
  });
}

export function useVerifyEmail() {
  return useMutation(VerifyEmailDocument, {
    update: (cache, { data }) => data && writeSessionUser(cache, data.verifyEmail.user),
  });
}
