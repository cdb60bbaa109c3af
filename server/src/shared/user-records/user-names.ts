/** The forms a member's email and username are looked up by (the *_norm columns). */
export const normEmail = (email: string) => email.trim().toLowerCase();
export const normUsername = (username: string) => username.trim().toLowerCase();
