import { Box, Button, FileButton, Group, Image, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_UPLOAD_BYTES, SETTINGS_MESSAGES } from '../../../../shared/settings.ts';

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}


/** POST /api/uploads?purpose=… with the raw file, reporting progress; the server checks the bytes, size and type. */
export function uploadImage(file: File, purpose: 'gallery' | 'hero', onProgress: (percent: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/uploads?purpose=${purpose}`);
    xhr.responseType = 'json';
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { url?: string; width?: number; height?: number; error?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.url) {
        resolve({ url: body.url, width: body.width ?? 0, height: body.height ?? 0 });
      } else {
        reject(new Error(body?.error ?? 'The image could not be uploaded. Please try again.'));
      }
    };
    xhr.onerror = () => reject(new Error('The upload failed. Check your connection and try again.'));
    xhr.send(file);
  });
}

/**
 * An image chosen by upload (resized and stored by the server) or by address: an uploaded or
 * starter image path, or a full http(s) address. Shows a thumbnail, the upload's progress and
 * its error in words.
 */
export function ImageField({
  value,
  onChange,
  purpose,
  label = 'Image URL',
  error,
}: {
  value: string;
  onChange: (url: string, size: { width: number; height: number } | null) => void;
  purpose: 'gallery' | 'hero';
  label?: string;
  error?: string | null;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);

  async function onFile(file: File | null) {
    if (!file) return;
    setUploadError(null);
    if (file.size > MAX_UPLOAD_BYTES) {
      setUploadError(SETTINGS_MESSAGES.imageTooLarge);
      return;
    }
    setProgress(0);
    try {
      const uploaded = await uploadImage(file, purpose, setProgress);
      setBroken(false);
      onChange(uploaded.url, { width: uploaded.width, height: uploaded.height });
    } catch (caught) {
      setUploadError(caught instanceof Error ? caught.message : 'The image could not be uploaded.');
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Box w={88} h={60} style={{ flex: 'none', borderRadius: 8, overflow: 'hidden', background: 'var(--mantine-color-gray-1)' }}>
          {value && !broken ? (
            <Image src={value} alt="" w={88} h={60} fit="cover" onError={() => setBroken(true)} />
          ) : (
            <Group h="100%" justify="center" c="gray.5" aria-hidden>
              <IconPhoto size={24} />
            </Group>
          )}
        </Box>
        <TextInput
          label={label}
          placeholder="/uploads/… or https://…"
          description="A web address is downloaded and kept on this site when you save."
          value={value}
          onChange={(event) => {
            setBroken(false);
            onChange(event.currentTarget.value, null);
          }}
          error={error}
          style={{ flex: 1 }}
          required
        />
        <FileButton onChange={onFile} accept="image/png,image/jpeg,image/webp,image/gif,image/avif" inputProps={{ 'aria-label': 'Choose an image file to upload' }}>
          {(props) => (
            <Button {...props} variant="light" color="willow" leftSection={<IconUpload size={16} aria-hidden />} loading={progress !== null} style={{ flex: 'none' }}>
              Upload image
            </Button>
          )}
        </FileButton>
      </Group>
      {progress !== null && (
        <Group gap="xs" wrap="nowrap">
          <Progress value={progress} color="willow" style={{ flex: 1 }} aria-label="Upload progress" animated />
          <Text size="xs" c="dimmed" w={110} ta="right" role="status">
            Uploading… {progress}%
          </Text>
        </Group>
      )}
      {uploadError && (
        <Text size="sm" c="red.7" role="alert">
          {uploadError}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Upload a JPEG, PNG, WebP, GIF or AVIF file (up to 10 MB), or paste an image address.
      </Text>
    </Stack>
  );
}
