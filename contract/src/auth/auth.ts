import { z } from 'zod';
import { nameProblem, textProblem } from '../shared/text.rules.ts';
import { ROLES } from '../shared/roles.rules.ts';
import { LOCALES } from '../pages/locales.rules.ts';
import { RESTRICTIONS } from '../trust/trust.rules.ts';

export { ROLES, type Role } from '../shared/roles.rules.ts';

export const ACCOUNT_LIMITS = {
  usernameMin: 3,
  usernameMax: 30,
  passwordMin: 10,
  passwordMax: 200,
  emailMax: 254,
  displayNameMax: 60,
  nameMax: 60,
  bioMax: 500,
  avatarMaxBytes: 5 * 1024 * 1024,
} as const;

export const Email = z
  .string()
  .trim()
  .max(ACCOUNT_LIMITS.emailMax, 'Email is too long.')
  .pipe(z.email({ error: 'Enter a valid email address, like name@example.com.' }));

export const Username = z
  .string()
  .trim()
  .min(
    ACCOUNT_LIMITS.usernameMin,
    `Usernames have at least ${ACCOUNT_LIMITS.usernameMin} characters.`,
  )
  .max(
    ACCOUNT_LIMITS.usernameMax,
    `Usernames have at most ${ACCOUNT_LIMITS.usernameMax} characters.`,
  )
  .regex(
    /^[A-Za-z0-9_.-]+$/,
    'Use letters, digits, dots, dashes and underscores only in a username.',
  );

export const Password = z
  .string()
  .min(ACCOUNT_LIMITS.passwordMin, `Use at least ${ACCOUNT_LIMITS.passwordMin} characters.`)
  .max(ACCOUNT_LIMITS.passwordMax, `Use at most ${ACCOUNT_LIMITS.passwordMax} characters.`);

/** The signed-in user (spec §3 "User / current user"). Only ever about oneself. */
/**
 * A staff limit or suspension on the account, with the reason and the member's one appeal:
 * what the member sees on their profile.
 */
export const Standing = z
  .object({
    restriction: z.enum(RESTRICTIONS).nullable(),
    reason: z.string().nullable(),
    since: z.string().nullable(),
    appeal: z
      .enum(['open', 'pending', 'upheld'])
      .nullable()
      .describe(
        "null without a restriction; 'open': the member may appeal; 'pending': staff will read it; 'upheld': staff kept the restriction",
      ),
  })
  .meta({ id: 'Standing' });
export type Standing = z.infer<typeof Standing>;

export const CurrentUser = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    emailVerified: z.boolean(),
    displayName: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    bio: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    customProfileImage: z.string().nullable(),
    totpEnabled: z.boolean(),
    hasPassword: z.boolean(),
    showInkColors: z
      .boolean()
      .describe(
        "'Show my ink colours on my profile': the public palette shows the owned inks too (off by default)",
      ),
    locale: z
      .enum(LOCALES)
      .nullable()
      .describe("The member's language for the site and their mails; null: the browser's"),
    createdAt: z.string(),
    standing: Standing,
    votesCountFrom: z
      .string()
      .nullable()
      .describe(
        "When the member's votes start to count (trust levels); null while the email is unverified",
      ),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof CurrentUser>;

/** What anyone may see of a user: never the email. */
export const PublicUser = z
  .object({
    id: z.number().int(),
    username: z.string(),
    role: z.enum(ROLES),
    displayName: z.string().nullable(),
    bio: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    customProfileImage: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof PublicUser>;

export const SignupBody = z
  .object({ email: Email, username: Username, password: Password })
  .strict();
export type SignupBody = z.infer<typeof SignupBody>;

/** What sign-up answers, with 202, whether or not the email already has an account (ADR 040). */
export const SIGNUP_ACCEPTED =
  'Check your email: the link we sent finishes signing up and signs you in.';

/**
 * Sign-up's answer (202): the same for a new and a taken email, so it tells no one which
 * addresses have accounts. A new account gets the verification mail; the owner of a taken
 * email, a mail saying someone tried to sign up with it.
 */
export const SignupAccepted = z
  .object({ message: z.string().describe('"Check your email", in a sentence') })
  .meta({ id: 'SignupAccepted' });
export type SignupAccepted = z.infer<typeof SignupAccepted>;

/**
 * Verify-email's answer: whether this browser is now signed in to the verified account (the
 * link signs a signed-out browser in, but never past a second factor or over another member's
 * session).
 */
export const VerifyEmailAnswer = z
  .object({ signedIn: z.boolean() })
  .meta({ id: 'VerifyEmailAnswer' });
export type VerifyEmailAnswer = z.infer<typeof VerifyEmailAnswer>;

export const LoginBody = z
  .object({
    login: z.string().trim().min(1, 'Enter your email or username.').max(ACCOUNT_LIMITS.emailMax),
    password: z.string().min(1, 'Enter your password.').max(ACCOUNT_LIMITS.passwordMax),
  })
  .strict();
export type LoginBody = z.infer<typeof LoginBody>;

export const TotpRequired = z.object({ totpRequired: z.literal(true) });
export const LoginResponse = z.union([CurrentUser, TotpRequired]);

export const TotpCodeBody = z
  .object({ code: z.string().trim().min(6, 'Enter the 6-digit code.').max(40) })
  .strict();

export const TotpSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const TotpEnableResponse = z.object({ recoveryCodes: z.array(z.string()) });

export const TokenBody = z.object({ token: z.string().min(10).max(200) }).strict();
export const ForgotPasswordBody = z.object({ email: Email }).strict();
export const ResetPasswordBody = z
  .object({ token: z.string().min(10).max(200), password: Password })
  .strict();
export const ChangePasswordBody = z
  .object({ currentPassword: z.string().max(ACCOUNT_LIMITS.passwordMax), newPassword: Password })
  .strict();
export const DeleteAccountBody = z
  .object({
    password: z.string().max(ACCOUNT_LIMITS.passwordMax).optional(),
    confirm: z.literal('DELETE'),
  })
  .strict();

const optionalText = (max: number, what: string, check = textProblem) =>
  z
    .string()
    .trim()
    .max(max, `${what} has at most ${max} characters.`)
    .refine((v) => check(v) === null, { error: (i) => check(String(i.input)) ?? '' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const ProfileUpdateBody = z
  .object({
    displayName: optionalText(ACCOUNT_LIMITS.displayNameMax, 'Display name', nameProblem),
    firstName: optionalText(ACCOUNT_LIMITS.nameMax, 'First name', nameProblem),
    lastName: optionalText(ACCOUNT_LIMITS.nameMax, 'Last name', nameProblem),
    bio: optionalText(ACCOUNT_LIMITS.bioMax, 'Bio'),
    showInkColors: z
      .boolean({ error: 'Choose whether to show your ink colours: true or false.' })
      .optional()
      .describe("'Show my ink colours on my profile' (ADR 039)"),
    locale: z
      .enum(LOCALES, { error: 'Choose a language: en, ja or de.' })
      .nullable()
      .optional()
      .describe("The member's language (ADR 079); null: the browser's"),
  })
  .strict();
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>;

export const CsrfTokenResponse = z.object({ csrfToken: z.string() });

export const RoleBody = z.object({ role: z.enum(ROLES) }).strict();

export const UsernameParams = z.object({
  username: z.string().min(1).max(ACCOUNT_LIMITS.usernameMax),
});

export const OidcProviderInfo = z.object({ id: z.string(), label: z.string() });
export const OidcProvidersResponse = z.array(OidcProviderInfo);

/** A configured provider's id in `/api/auth/oidc/{provider}/...` (OIDC_PROVIDERS syntax). */
export const OidcProviderParams = z.object({
  provider: z
    .string()
    .max(64)
    .regex(/^[a-z0-9_]+$/, 'provider must be a provider id (a-z, 0-9, _)'),
});

/**
 * What a provider sends back to `/api/auth/oidc/{provider}/callback` (RFC 6749 §4.1.2, RFC 9207).
 * Every field is optional here: the callback itself decides, and answers a browser with a
 * redirect to /oauth-callback rather than a JSON error. Unknown parameters are kept.
 */
const callbackParam = z.string().max(4096).optional();
export const OidcCallbackQuery = z
  .object({
    code: callbackParam,
    state: callbackParam,
    iss: callbackParam,
    error: callbackParam,
    error_description: callbackParam,
  })
  .loose();

/**
 * Where /oauth-callback is sent after a provider sign-in: `?status=success`, `?status=totp`
 * (the account has two-factor sign-in: finish with POST /api/auth/login/totp), or
 * `?error=<code>`.
 */
export const OIDC_CALLBACK_ERRORS = [
  /** The sign-in was started elsewhere, replayed or took longer than 10 minutes. */
  'state',
  /** The provider could not be reached or its answer was not valid. */
  'provider',
  /** The provider gave no usable email address. */
  'email',
  /** An account with this email exists and the provider did not prove the address. */
  'email_in_use',
  /** The user cancelled at the provider. */
  'denied',
] as const;
export type OidcCallbackError = (typeof OIDC_CALLBACK_ERRORS)[number];

/** The anti-forgery header of spec §7 (decisions.md: X-CSRF-Token). */
export const CSRF_HEADER = 'x-csrf-token';

/** A new profile picture: a data URL of a JPEG, PNG or WebP image, at most 5 MB. */
export const AvatarBody = z
  .object({
    image: z
      .string()
      .max(
        Math.ceil((ACCOUNT_LIMITS.avatarMaxBytes * 4) / 3) + 100,
        'Please choose an image smaller than 5MB.',
      ),
  })
  .strict();
