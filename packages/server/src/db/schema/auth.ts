// better-auth tables (user, session, account, verification) and the user profile. Filled in by the auth work.
export {};
