import type { CurrentUser } from '@inklore/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImageUp, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Card } from '#src/components/card.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { UserAvatar } from '#src/components/user-avatar.tsx';
import { toast } from '#src/lib/toast.ts';
import { useRemoveAvatar, useUploadAvatar } from '../../api/account-mutations.ts';
import { checkImageFile, resizeToJpeg } from '../../avatar-image.ts';

export function AvatarCard({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [resizing, setResizing] = useState(false);
  const uploading = useUploadAvatar();
  const removing = useRemoveAvatar();
  const busy = resizing || uploading.isPending ? 'upload' : removing.isPending ? 'remove' : null;

  const upload = async (file: File) => {
    const problem = checkImageFile(file);
    if (problem) {
      toast({ ...problem, variant: 'error' });
      return;
    }
    setResizing(true);
    let image: string;
    try {
      image = await resizeToJpeg(file);
    } catch {
      toast({
        title: t`Error processing image`,
        description: t`Failed to process the image. Please try again.`,
        variant: 'error',
      });
      return;
    } finally {
      setResizing(false);
    }
    uploading.mutate(image, {
      onSuccess: () =>
        toast({
          title: t`Profile picture updated`,
          description: t`Your new picture is shown beside everything you share.`,
          variant: 'success',
        }),
    });
  };

  const remove = () => {
    removing.mutate(undefined, {
      onSuccess: () => toast({ title: t`Profile picture removed`, variant: 'success' }),
    });
  };

  return (
    <Card title={t`Profile picture`} id="picture">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <UserAvatar user={user} size="lg" />
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted">
            <Trans>
              A JPEG, PNG or WebP image of at most 5 MB. It is shown in a circle, so keep what
              matters in the middle.
            </Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/*"
              hidden
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void upload(file);
              }}
            />
            <Button
              variant="secondary"
              size="sm"
              disabled={busy !== null}
              onClick={() => input.current?.click()}
            >
              {busy === 'upload' ? (
                <Spinner className="size-4" />
              ) : (
                <ImageUp className="size-4" aria-hidden="true" />
              )}
              {user.customProfileImage ? t`Upload a new picture` : t`Upload a picture`}
            </Button>
            {user.customProfileImage && (
              <Button variant="ghost" size="sm" disabled={busy !== null} onClick={remove}>
                {busy === 'remove' ? (
                  <Spinner className="size-4" />
                ) : (
                  <Trash2 className="size-4" aria-hidden="true" />
                )}
                <Trans>Remove picture</Trans>
              </Button>
            )}
          </div>
        </div>
      </div>
    </Card>
  );
}
