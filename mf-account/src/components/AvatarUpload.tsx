import { useRef, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import Avatar from '@mui/material/Avatar';
import { useTranslation } from 'react-i18next';
import { useUploadAvatarMutation } from '../api/account-api';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_BYTES = 2 * 1024 * 1024;

/** Avatar upload with a preview; type and size are checked here and again, by the file's bytes, on the server. */
export function AvatarUpload({ current, name }: { current: string | null; name: string }) {
  const { t } = useTranslation('account');
  const [upload, { isLoading, isSuccess }] = useUploadAvatarMutation();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const choose = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!TYPES.includes(file.type)) return setError(t('profile.avatarWrongType'));
    if (file.size > MAX_BYTES) return setError(t('profile.avatarTooLarge'));
    setPreview(URL.createObjectURL(file));
    try {
      await upload(file).unwrap();
    } catch (failure) {
      const status = (failure as { status?: number }).status;
      setError(status === 413 ? t('profile.avatarTooLarge') : t('profile.avatarWrongType'));
      setPreview(null);
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={preview ?? current ?? undefined} alt={name} sx={{ width: 72, height: 72 }}>
        {name.slice(0, 1)}
      </Avatar>
      <Stack spacing={1}>
        {/* A button that opens the hidden file input's chooser (a label made a button is not one to assistive technology). */}
        <Button variant="outlined" disabled={isLoading} onClick={() => fileInput.current?.click()}>
          {t('profile.chooseAvatar')}
        </Button>
        <input ref={fileInput} hidden type="file" accept={TYPES.join(',')} aria-label={t('profile.chooseAvatar')} onChange={(event) => choose(event.target.files?.[0])} />
        <Typography variant="caption" color="text.secondary">
          {t('profile.avatarHint')}
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        {isSuccess && !error && <Alert severity="success">{t('profile.avatarSaved')}</Alert>}
      </Stack>
    </Stack>
  );
}
