import { useEffect, useRef, useState } from 'react';
import { Avatar, Badge, Button, Card, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { PHOTO_TYPES, photoProblem, useUploadPhoto } from '../api/upload-photo';
import { initialsOf } from '../../../lib/initials';

interface PhotoCardUser {
  name: string;
  email: string;
  photo: string | null;
  roles?: { data: { name: string }[] };
}

/** The user's card with the photo: pick a picture, see it, then upload it. */
export function PhotoCard({ user }: { user: PhotoCardUser }) {
  const { t } = useTranslation('profile');
  const upload = useUploadPhoto();
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const file = chosen?.file ?? null;

  // Each preview is an object URL: released when replaced, and when the screen goes away.
  const previewRef = useRef<string | null>(null);
  const keep = (next: { file: File; preview: string } | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = next?.preview ?? null;
    setChosen(next);
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const choose = (picked: File | null) => {
    upload.reset();
    if (!picked) return;
    const why = photoProblem(picked);
    setProblem(why);
    keep(why ? null : { file: picked, preview: URL.createObjectURL(picked) });
  };

  const save = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        keep(null);
        notifySuccess(t('photo.updated'));
      },
    });
  };

  const error = problem ?? (upload.isError ? upload.error.message : null);
  const role = user.roles?.data[0]?.name.replace('_', ' ');

  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="sm" ta="center">
        <Avatar src={chosen?.preview ?? user.photo} alt={user.name} size={128} radius={128} color="teal" fz={40}>
          {initialsOf(user.name)}
        </Avatar>
        <div>
          <Text fw={700} fz="lg">
            {user.name}
          </Text>
          <Text size="sm" c="dimmed">
            {user.email}
          </Text>
        </div>
        {role && (
          <Badge variant="light" tt="capitalize">
            {role}
          </Badge>
        )}
        <Group gap="xs" mt="sm" justify="center">
          <FileButton onChange={choose} accept={PHOTO_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant={file ? 'default' : 'light'}
                leftSection={<IconPhotoUp size={16} />}
                data-action-type="profile-choose-photo"
              >
                {file ? t('photo.chooseAnother') : t('photo.change')}
              </Button>
            )}
          </FileButton>
          {file && (
            <Button onClick={save} loading={upload.isPending} data-action-type="profile-upload-photo">
              {t('photo.upload')}
            </Button>
          )}
        </Group>
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            {file ? t('photo.preview') : t('photo.rules')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
