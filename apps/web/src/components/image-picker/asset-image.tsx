import { Image, type ImageProps } from '@mantine/core';
import { imageAt, imageSrcset, type ThumbnailSize } from '@itinera/domain';

/**
 * A picture by its image reference: a library picture at the given size with a srcset of the
 * others (the browser picks what the box needs), any other address as it is.
 */
export function AssetImage({
  src,
  size = '350X240',
  sizes = '(min-width: 48em) 20vw, 50vw',
  alt,
  ...rest
}: { src: string; size?: ThumbnailSize; sizes?: string; alt: string } & Omit<ImageProps, 'src'>) {
  const srcSet = imageSrcset(src) ?? undefined;
  return (
    <Image
      src={imageAt(src, size)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      fit="cover"
      fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
      {...rest}
    />
  );
}
