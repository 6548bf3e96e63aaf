import { Image, Loader, Text, type ImageProps } from '@mantine/core';
import { useFileObjectUrl } from '../../lib/files/use-file-object-url';

interface StoredImageProps extends Omit<ImageProps, 'src'> {
  /** A stored file's URL (`/api/system/files/{id}`, fetched with the session) or any other image address. */
  url: string;
  alt: string;
  /** Said in place of the image when it cannot be had. */
  unavailable: string;
}

/** An image that may be one of our stored files, which an `<img>` alone cannot fetch (they need the bearer token). */
export function StoredImage({ url, alt, unavailable, ...props }: StoredImageProps) {
  const { src, isLoading, hasError } = useFileObjectUrl(url);
  if (isLoading) return <Loader size="sm" role="status" aria-label={alt} />;
  if (hasError || !src) {
    return (
      <Text size="sm" c="dimmed">
        {unavailable}
      </Text>
    );
  }
  return <Image src={src} alt={alt} {...props} />;
}
