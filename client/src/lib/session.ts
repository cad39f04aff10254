import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../gql';
import { ViewerQuery } from './viewer.ts';

export const SignInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      viewer {
        id
        email
        role
        isAdmin
        displayName
        avatarUrl
      }
    }
  }
`);

const SignOutMutation = graphql(`
  mutation SignOut {
    signOut {
      signedOut
    }
  }
`);

/** Signs out and forgets everything cached for the signed-in user. */
export function useSignOut() {
  const client = useApolloClient();
  const [signOut] = useMutation(SignOutMutation);
  return useCallback(async () => {
    await signOut();
    await client.clearStore();
    client.writeQuery({ query: ViewerQuery, data: { viewer: null } });
  }, [client, signOut]);
}
