/** After a change to the account, the Profile screen reads it again before the form says it is done. */
export const refetchProfile = { refetchQueries: ['ProfileScreen'], awaitRefetchQueries: true };
