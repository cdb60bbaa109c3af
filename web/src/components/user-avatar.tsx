import { avatarUrl, userInitial } from './person.ts';
import { cn } from '#src/lib/cn.ts';

type AvatarUser = {
  username: string;
  displayName: string | null;
  firstName?: string | null;
  customProfileImage: string | null;
  profileImageUrl: string | null;
};

const SIZES = {
  sm: 'size-8 text-sm',
  md: 'size-12 text-lg',
  lg: 'size-24 text-4xl',
  xl: 'size-28 text-5xl sm:size-32',
} as const;
const PIXELS = { sm: 32, md: 48, lg: 96, xl: 128 } as const;

/**
 * A member's picture: the custom profile image, else the provider's profile image, else the
 * initial of their name (spec §2 header and comments). Decorative: the name is always beside it.
 */
export function UserAvatar({
  user,
  size = 'sm',
  className,
}: {
  user: AvatarUser;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const image = avatarUrl(user);
  const box = cn('shrink-0 rounded-full', SIZES[size], className);
  return image ? (
    <img
      src={image}
      alt=""
      width={PIXELS[size]}
      height={PIXELS[size]}
      className={cn(box, 'bg-sunken object-cover')}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        box,
        'grid place-items-center bg-primary font-serif leading-none text-on-primary',
      )}
    >
      {userInitial(user)}
    </span>
  );
}
