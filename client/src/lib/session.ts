import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../gql';
import { notify } from './notify.ts';
import { ViewerQuery } from './viewer.ts';

export const SignInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      viewer {
        ...Viewer_fields
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

/*
 * Set while this tab signs out on purpose: the admin guard then sees "no viewer" because the user
 * asked for it, not because a session was missing, and says nothing (a red
 * "Authentication Required" beside "Signed out"). Cleared at the next sign-in.
 */
let signingOut = false;

/** True after this tab signed out on purpose (until the next sign-in). */
export const signedOutOnPurpose = () => signingOut;

/** The next sign-in starts afresh: a later missing session is announced again. */
export function markSignedIn() {
  signingOut = false;
}

/**
 * Signs out, forgets everything cached for the signed-in user, has every screen watching the
 * viewer ask again (a cleared store does not re-render them by itself) and says so in a toast.
 */
export function useSignOut() {
  const client = useApolloClient();
  const [signOut] = useMutation(SignOutMutation);
  return useCallback(async () => {
    signingOut = true;
    try {
      await signOut();
    } catch (error) {
      signingOut = false;
      throw error;
    }
    await client.clearStore();
    client.writeQuery({ query: ViewerQuery, data: { viewer: null } });
    await client.refetchQueries({ include: [ViewerQuery] });
    notify.success('You have been signed out.', 'Signed out');
  }, [client, signOut]);
}
