import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../gql';
import { notify } from './notify.ts';
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

/**
 * Signs out, forgets everything cached for the signed-in user, has every screen watching the
 * viewer ask again (a cleared store does not re-render them by itself) and says so in a toast.
 */
export function useSignOut() {
  const client = useApolloClient();
  const [signOut] = useMutation(SignOutMutation);
  return useCallback(async () => {
    await signOut();
    await client.clearStore();
    client.writeQuery({ query: ViewerQuery, data: { viewer: null } });
    await client.refetchQueries({ include: [ViewerQuery] });
    notify.success('You have been signed out.', 'Signed out');
  }, [client, signOut]);
}
