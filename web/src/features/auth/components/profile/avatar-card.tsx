import type { CurrentUser } from '@inklore/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ImageUp, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Card } from '#src/components/card.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { UserAvatar } from '#src/components/user-avatar.tsx';
import { toast } from '#src/lib/toast.ts';
import { authApi } from '../../api/auth.ts';
import { setCurrentUser } from '../../api/current-user.ts';
import { checkImageFile, resizeToJpeg } from '../../avatar-image.ts';
import { messageOf } from '../../form.ts';

export function AvatarCard({ user }: { user: CurrentUser }) {
  const qc = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  const upload = async (file: File) => {
    const problem = checkImageFile(file);
    if (problem) {
      toast({ ...problem, variant: 'error' });
      return;
    }
    setBusy('upload');
    try {
      let image: string;
      try {
        image = await resizeToJpeg(file);
      } catch {
        toast({
          title: 'Error processing image',
          description: 'Failed to process the image. Please try again.',
          variant: 'error',
        });
        return;
      }
      const updated = await authApi.uploadAvatar(image);
      setCurrentUser(qc, updated);
      toast({
        title: 'Profile picture updated',
        description: 'Your new picture is shown beside everything you share.',
        variant: 'success',
      });
    } catch (err) {
      toast({ title: 'Upload Failed', description: messageOf(err), variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('remove');
    try {
      setCurrentUser(qc, await authApi.removeAvatar());
      toast({ title: 'Profile picture removed', variant: 'success' });
    } catch (err) {
      toast({ title: 'Delete Failed', description: messageOf(err), variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title="Profile picture" id="picture">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <UserAvatar user={user} size="lg" />
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted">
            A JPEG, PNG or WebP image of at most 5 MB. It is shown in a circle, so keep what matters
            in the middle.
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
              {user.customProfileImage ? 'Upload a new picture' : 'Upload a picture'}
            </Button>
            {user.customProfileImage && (
              <Button
                variant="ghost"
                size="sm"
                disabled={busy !== null}
                onClick={() => void remove()}
              >
                {busy === 'remove' ? (
                  <Spinner className="size-4" />
                ) : (
                  <Trash2 className="size-4" aria-hidden="true" />
                )}
                Remove picture
              </Button>
            )}
          </div>
        </div>
      </div>
    </Card>
  );
}
